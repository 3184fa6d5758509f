import "server-only";
import type { z } from "zod";
import type { CamsClient } from "@/lib/cams/client";
import type { Permission } from "@/lib/console/auth/permissions";
import type { BulkKind } from "@/lib/db/schema";

/** What a row that ran made or changed, and where to look. */
type BulkRowDone = {
  result: Record<string, unknown>;
  links: { label: string; href: string }[];
};

/**
 * One kind of batch: its columns and template, the schema each row is checked with (the forms'
 * own rules), the dry run's look at the provider, and how a row runs and how a row whose answer
 * never came is found out.
 */
export type BulkKindDefinition<Row> = {
  kind: BulkKind;
  label: string;
  /** The action's own permission: checked at upload, at confirmation, and for every row. */
  permission: Permission;
  columns: { required: readonly string[]; optional: readonly string[] };
  /** The template's lines: the header, an example, then a `#` note per column. */
  template: readonly string[];
  schema: z.ZodType<Row>;
  /** Two rows with the same value here are one intent written twice: the later one is refused. */
  duplicateOf: (row: Row) => string;
  duplicateColumn: string;
  /** Per row, the problem by column the provider's state shows, or null. */
  check: (rows: Row[], client: CamsClient) => Promise<(Record<string, string> | null)[]>;
  /** The row's audit name: the single action's own (`card.block`). */
  auditAction: (row: Row) => string;
  run: (row: Row, client: CamsClient) => Promise<BulkRowDone>;
  /** Whether a row that got no answer happened after all. */
  resolve: (row: Row, client: CamsClient) => Promise<boolean>;
};
