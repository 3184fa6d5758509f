import { index, integer, jsonb, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { BulkBatchStatus, BulkKind, BulkRowStatus } from "./bulk-values";
import { consoleSchema, users } from "./console";

/** A batch made from an uploaded file (drizzle/0055): a dry run until confirmed. */
export const bulkBatches = consoleSchema.table(
  "bulk_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<BulkKind>().notNull(),
    status: text("status").$type<BulkBatchStatus>().notNull(),
    fileName: text("file_name").notNull(),
    fileSha256: text("file_sha256").notNull(),
    makerId: uuid("maker_id")
      .notNull()
      .references(() => users.id),
    makerEmail: text("maker_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    leaseHolder: text("lease_holder"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
  },
  (t) => [index("bulk_batches_created_idx").on(t.createdAt.desc())],
);

/** One row of a batch's file, its checked input or problems, and its outcome. */
export const bulkRows = consoleSchema.table(
  "bulk_rows",
  {
    batchId: uuid("batch_id")
      .notNull()
      .references(() => bulkBatches.id, { onDelete: "cascade" }),
    rowNo: integer("row_no").notNull(),
    cells: jsonb("cells").$type<Record<string, string>>().notNull(),
    input: jsonb("input").$type<Record<string, unknown>>(),
    problems: jsonb("problems").$type<Record<string, string>>(),
    status: text("status").$type<BulkRowStatus>().notNull(),
    idempotencyKey: uuid("idempotency_key").notNull().defaultRandom(),
    result: jsonb("result").$type<Record<string, unknown>>(),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "bulk_rows_pk", columns: [t.batchId, t.rowNo] }),
    index("bulk_rows_status_idx").on(t.batchId, t.status, t.rowNo),
  ],
);
