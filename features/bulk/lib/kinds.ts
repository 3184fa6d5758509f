import "server-only";
import type { z } from "zod";
import type { CamsClient } from "@/lib/cams/client";
import type { MovedAmount } from "@/lib/console/approvals/policy-rule";
import type { Permission } from "@/lib/console/auth/permissions";
import type { Db } from "@/lib/db";
import type { BulkKind } from "@/lib/db/schema";

/** What a row that ran made or changed, and where to look. */
type BulkRowDone = {
  result: Record<string, unknown>;
  links: { label: string; href: string }[];
};

/** A row after the dry run's look at the provider: its problems, or its input to run. */
export type BulkCheck<Input> =
  | { problems: Record<string, string> }
  | { problems: null; input: Input };

/** What a dry run reads: the provider, and the console's directory (an account by its IBAN). */
export type BulkCheckContext = { client: CamsClient; db: Db };

/**
 * What a row runs with: the provider, the database (a money row's record), the row's own
 * idempotency key (made at upload, the same on every try), and whose batch it is.
 */
export type BulkRowContext = {
  client: CamsClient;
  db: Db;
  key: string;
  maker: { id: string; email: string };
};

/**
 * One kind of batch: its columns and template, the schema each row is checked with (the forms'
 * own rules), the dry run's look at the provider, and how a row runs and how a row whose answer
 * never came is found out. `Row` is a file's row as its schema reads it; `Input` is what the dry
 * run makes of it to run (a card named by its last four, now by its id), stored with the row and
 * read again by `input` before it runs.
 */
export type BulkKindDefinition<Row, Input = Row> = {
  kind: BulkKind;
  label: string;
  /** The action's own permission: checked at upload, at confirmation, and for every row. */
  permission: Permission;
  columns: { required: readonly string[]; optional: readonly string[] };
  /** The template's lines: the header (the columns' order on pages and in results), an example, then a `#` note per column. */
  template: readonly string[];
  /** A row's cells, the empty ones left out, read with the forms' rules. */
  schema: z.ZodType<Row>;
  /** The column a problem at this path of the schema concerns; by default the path's first key. */
  columnOf?: (path: readonly PropertyKey[]) => string;
  /** A stored input, read again before its row runs. */
  input: z.ZodType<Input>;
  /** Two rows with the same value here are one intent written twice: the later one is refused. */
  duplicateOf: (row: Row) => string;
  duplicateColumn: string;
  /** Per row, the problem by column the provider's state shows, or none, with its input. */
  check: (rows: Row[], ctx: BulkCheckContext) => Promise<BulkCheck<Input>[]>;
  /** What a valid row moves, for the batch's totals per currency (a money batch). */
  amountOf?: (input: Input) => MovedAmount;
  /** The row's audit name: the single action's own (`card.block`). */
  auditAction: (input: Input) => string;
  run: (input: Input, ctx: BulkRowContext) => Promise<BulkRowDone>;
  /**
   * Whether a row that got no answer happened after all: true, false (proven not to), or null
   * when that cannot be told yet.
   */
  resolve: (input: Input, ctx: BulkRowContext) => Promise<boolean | null>;
};

/** Any kind, as the registry keeps them: rows and inputs as plain objects. */
export type AnyBulkKind = BulkKindDefinition<Record<string, unknown>, Record<string, unknown>>;

/** A kind's columns in its template's order: how pages and results lay them out. */
export const columnOrder = (definition: Pick<AnyBulkKind, "template">) =>
  definition.template[0]!.split(",");
