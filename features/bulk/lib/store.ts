import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import {
  approvalRequests,
  type BulkKind,
  type BulkRowStatus,
  bulkBatches,
  bulkRows,
} from "@/lib/db/schema";
import type { ApprovalStatus } from "@/lib/db/schema/approval-values";
import type { CheckedRow } from "./dry-run";

const INSERT_CHUNK = 1000;

/** A dry run kept as a draft batch, with every row and its problems, in one transaction. */
export async function createBatch(
  db: Db,
  batch: {
    kind: BulkKind;
    fileName: string;
    fileSha256: string;
    maker: { id: string; email: string };
    rows: CheckedRow[];
  },
) {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(bulkBatches)
      .values({
        kind: batch.kind,
        status: "draft",
        fileName: batch.fileName,
        fileSha256: batch.fileSha256,
        makerId: batch.maker.id,
        makerEmail: batch.maker.email,
      })
      .returning({ id: bulkBatches.id });
    for (let at = 0; at < batch.rows.length; at += INSERT_CHUNK) {
      await tx.insert(bulkRows).values(
        batch.rows.slice(at, at + INSERT_CHUNK).map((row) => ({
          batchId: made!.id,
          rowNo: row.rowNo,
          cells: row.cells,
          input: row.input,
          problems: row.problems,
          status: (row.input ? "pending" : "invalid") as BulkRowStatus,
        })),
      );
    }
    return made!.id;
  });
}

export async function findBatch(db: Db, id: string) {
  const [batch] = await db.select().from(bulkBatches).where(eq(bulkBatches.id, id));
  return batch ?? null;
}

/** How many rows of the batch are at each status. */
export async function rowCounts(db: Db, batchId: string) {
  const rows = await db
    .select({ status: bulkRows.status, n: count() })
    .from(bulkRows)
    .where(eq(bulkRows.batchId, batchId))
    .groupBy(bulkRows.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n])) as Partial<
    Record<BulkRowStatus, number>
  >;
}

const BATCH_ROWS_PAGE = 200;

/**
 * The batch's rows in file order, optionally of some statuses only: a page of them, or `all`
 * (at most a file's 10,000).
 */
export async function batchRows(
  db: Db,
  batchId: string,
  opts: { statuses?: BulkRowStatus[]; page?: number; all?: boolean } = {},
) {
  const rows = db
    .select()
    .from(bulkRows)
    .where(
      and(
        eq(bulkRows.batchId, batchId),
        opts.statuses ? inArray(bulkRows.status, opts.statuses) : undefined,
      ),
    )
    .orderBy(asc(bulkRows.rowNo));
  if (opts.all) return rows;
  return rows.limit(BATCH_ROWS_PAGE).offset(((opts.page ?? 1) - 1) * BATCH_ROWS_PAGE);
}

/** The newest batches of these kinds, each with its rows counted by status. */
export async function listBatches(db: Db, kinds: readonly BulkKind[], limit = 50) {
  if (kinds.length === 0) return [];
  const batches = await db
    .select()
    .from(bulkBatches)
    .where(inArray(bulkBatches.kind, [...kinds]))
    .orderBy(desc(bulkBatches.createdAt))
    .limit(limit);
  if (batches.length === 0) return [];
  const counts = await db
    .select({ batchId: bulkRows.batchId, status: bulkRows.status, n: count() })
    .from(bulkRows)
    .where(
      inArray(
        bulkRows.batchId,
        batches.map((b) => b.id),
      ),
    )
    .groupBy(bulkRows.batchId, bulkRows.status);
  return batches.map((batch) => ({
    ...batch,
    counts: Object.fromEntries(
      counts.filter((c) => c.batchId === batch.id).map((c) => [c.status, c.n]),
    ) as Partial<Record<BulkRowStatus, number>>,
  }));
}

/**
 * A draft confirmed by its maker, for the file checked (its SHA-256): queued for a server to
 * run. False when it is not a draft any more, or the file is another.
 */
export async function queueBatch(db: Db, id: string, makerId: string, fileSha256: string) {
  const queued = await db
    .update(bulkBatches)
    .set({ status: "queued", confirmedAt: sql`now()` })
    .where(
      and(
        eq(bulkBatches.id, id),
        eq(bulkBatches.makerId, makerId),
        eq(bulkBatches.status, "draft"),
        eq(bulkBatches.fileSha256, fileSha256),
      ),
    )
    .returning({ id: bulkBatches.id });
  return queued.length > 0;
}

/**
 * Asks a queued or running batch to stop: the server running it cancels the rows not started
 * before its next row. A draft is simply cancelled.
 */
export async function requestCancel(db: Db, id: string) {
  const [batch] = await db
    .update(bulkBatches)
    .set({
      cancelRequestedAt: sql`coalesce(${bulkBatches.cancelRequestedAt}, now())`,
      status: sql`case when ${bulkBatches.status} = 'draft' then 'cancelled' else ${bulkBatches.status} end`,
      finishedAt: sql`case when ${bulkBatches.status} = 'draft' then now() else ${bulkBatches.finishedAt} end`,
    })
    .where(and(eq(bulkBatches.id, id), inArray(bulkBatches.status, ["draft", "queued", "running"])))
    .returning({ id: bulkBatches.id, status: bulkBatches.status });
  return batch ?? null;
}

/**
 * How long a server holds a batch without renewing; another takes it over after that. Longer
 * than one row can take (the client's 10 s timeout, times its retries), so a live server is not
 * taken over mid-row. BULK_LEASE_SECONDS changes it (the bench's crash takes seconds to resume).
 */
const leaseSeconds = () => Math.max(1, Number(process.env.BULK_LEASE_SECONDS || 120));

/**
 * Claims the oldest confirmed batch no live server holds, for `holder`: one statement, so two
 * servers asking at once never both get it (FOR UPDATE SKIP LOCKED).
 */
export async function claimBatch(db: Db, holder: string) {
  const due = db
    .select({ id: bulkBatches.id })
    .from(bulkBatches)
    .where(
      and(
        inArray(bulkBatches.status, ["queued", "running"]),
        or(isNull(bulkBatches.leaseUntil), lt(bulkBatches.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(bulkBatches.confirmedAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(bulkBatches)
    .set({
      status: "running",
      leaseHolder: holder,
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds()})`,
      startedAt: sql`coalesce(${bulkBatches.startedAt}, now())`,
    })
    .where(inArray(bulkBatches.id, due))
    .returning();
  return claimed ?? null;
}

/** Renews the lease; null when another server took the batch over (this one must stop). */
export async function renewLease(db: Db, id: string, holder: string) {
  const [batch] = await db
    .update(bulkBatches)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds()})` })
    .where(and(eq(bulkBatches.id, id), eq(bulkBatches.leaseHolder, holder)))
    .returning({ cancelRequestedAt: bulkBatches.cancelRequestedAt });
  return batch ?? null;
}

/**
 * The next rows to work on, in file order: first one left running by a server that died, then
 * the pending ones.
 */
export async function nextRows(db: Db, batchId: string, limit: number) {
  return db
    .select()
    .from(bulkRows)
    .where(and(eq(bulkRows.batchId, batchId), inArray(bulkRows.status, ["running", "pending"])))
    .orderBy(asc(bulkRows.rowNo))
    .limit(limit);
}

export async function setRow(
  db: Db,
  batchId: string,
  rowNo: number,
  values: Partial<typeof bulkRows.$inferInsert>,
) {
  await db
    .update(bulkRows)
    .set(values)
    .where(and(eq(bulkRows.batchId, batchId), eq(bulkRows.rowNo, rowNo)));
}

/** Ends the batch: done, or cancelled with its rows not started. The lease goes with it. */
export async function finishBatch(db: Db, id: string, status: "done" | "cancelled") {
  await db.transaction(async (tx) => {
    if (status === "cancelled")
      await tx
        .update(bulkRows)
        .set({ status: "cancelled" })
        .where(and(eq(bulkRows.batchId, id), eq(bulkRows.status, "pending")));
    await tx
      .update(bulkBatches)
      .set({ status, finishedAt: sql`now()`, leaseHolder: null, leaseUntil: null })
      .where(eq(bulkBatches.id, id));
  });
}

/** The inputs of a batch's rows still to run (pending), in file order: what a confirmation sends. */
export async function pendingInputs(db: Db, batchId: string) {
  const rows = await db
    .select({ input: bulkRows.input })
    .from(bulkRows)
    .where(and(eq(bulkRows.batchId, batchId), eq(bulkRows.status, "pending")))
    .orderBy(asc(bulkRows.rowNo));
  return rows.map((row) => row.input ?? {});
}

export type BatchApproval = {
  requestId: string;
  status: ApprovalStatus;
  checkerEmail: string | null;
};

/**
 * Each batch's latest four-eyes request, by batch id: whether it waits for a second person, and
 * who approved it (its checker).
 */
export async function batchApprovals(db: Db, batchIds: readonly string[]) {
  if (batchIds.length === 0) return new Map<string, BatchApproval>();
  const requests = await db
    .select({
      batchId: approvalRequests.targetId,
      requestId: approvalRequests.id,
      status: approvalRequests.status,
      checkerEmail: approvalRequests.checkerEmail,
    })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.targetType, "bulk_batch"),
        inArray(approvalRequests.targetId, [...batchIds]),
      ),
    )
    .orderBy(asc(approvalRequests.createdAt));
  // Oldest first, so each batch keeps its latest.
  return new Map(
    requests.map(({ batchId, ...request }): [string, BatchApproval] => [batchId ?? "", request]),
  );
}
