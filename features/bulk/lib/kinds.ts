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
  /** The template's lines: the header (the columns' order on pages and in results), an example, then a `#` note per column. */
  template: readonly string[];
  schema: z.ZodType<Row>;
  /** Two rows with the same value here are one intent written twice: the later one is refused. */
  duplicateOf: (row: Row) => string;
  duplicateColumn: string;
  /**
   * Per row, the problem by column the provider's state shows, or none, with the input as the
   * row will run (a card named by its last four, now named by its id).
   */
  check: (
    rows: Row[],
    client: CamsClient,
  ) => Promise<({ problems: Record<string, string> } | { problems: null; input: Row })[]>;
  /** The row's audit name: the single action's own (`card.block`). */
  auditAction: (row: Row) => string;
  run: (row: Row, client: CamsClient) => Promise<BulkRowDone>;
  /** Whether a row that got no answer happened after all. */
  resolve: (row: Row, client: CamsClient) => Promise<boolean>;
};

/** A kind's columns in its template's order: how pages and results lay them out. */
export const columnOrder = (definition: Pick<BulkKindDefinition<never>, "template">) =>
  definition.template[0]!.split(",");
