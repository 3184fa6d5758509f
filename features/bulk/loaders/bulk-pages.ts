import "server-only";
import { notFound } from "next/navigation";
import { z } from "@/lib/cams/zod";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { type BulkRowStatus, bulkKinds, bulkRowStatuses } from "@/lib/db/schema";
import { batchSize } from "../lib/batch-size";
import { columnOrder } from "../lib/kinds";
import { bulkKind } from "../lib/registry";
import { batchApprovals, batchRows, findBatch, listBatches, rowCounts } from "../lib/store";

/** Bulk work: the kinds the role may run, and the newest batches of those kinds. */
export async function loadBulkPage() {
  const { db, user } = await requirePagePermission("bulk.use");
  const kinds = bulkKinds.filter((kind) => can(user.role, bulkKind(kind).permission));
  // Only batches of kinds the role may run, as a batch's own page shows no other.
  const batches = await listBatches(db, kinds);
  const approvals = await batchApprovals(
    db,
    batches.map((batch) => batch.id),
  );
  return {
    kinds: kinds.map((kind) => ({ kind, label: bulkKind(kind).label })),
    batches: batches.map((batch) => {
      const approval = approvals.get(batch.id);
      return {
        ...batch,
        waitingForApproval: approval?.status === "pending",
        checkerEmail: approval?.checkerEmail ?? null,
      };
    }),
  };
}

export type BulkPageView = Awaited<ReturnType<typeof loadBulkPage>>;

const statusFilter = z.enum(bulkRowStatuses).optional().catch(undefined);

/**
 * One batch: its counts, its rate while running, and a page of its rows (all, or those of one
 * status). A batch of a kind the role may not run is not shown.
 */
export async function loadBatchPage(id: string, searchParams: Promise<{ status?: string }>) {
  const { db, user } = await requirePagePermission("bulk.use");
  if (!z.uuid().safeParse(id).success) notFound();
  const batch = await findBatch(db, id);
  if (!batch || !can(user.role, bulkKind(batch.kind).permission)) notFound();
  const status: BulkRowStatus | undefined = statusFilter.parse((await searchParams).status);
  const definition = bulkKind(batch.kind);
  const [counts, rows, approvals, size] = await Promise.all([
    rowCounts(db, id),
    batchRows(db, id, { statuses: status ? [status] : undefined }),
    batchApprovals(db, [id]),
    // What a confirmation would send: the rows still to run, and a money batch's totals.
    batch.status === "draft" && definition.amountOf ? batchSize(db, id, definition) : null,
  ]);
  const approval = approvals.get(id) ?? null;
  const total = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);
  const finished = (counts.done ?? 0) + (counts.refused ?? 0) + (counts.unknown ?? 0);
  const seconds = batch.startedAt
    ? ((batch.finishedAt ?? new Date()).getTime() - batch.startedAt.getTime()) / 1000
    : 0;
  return {
    batch: {
      id: batch.id,
      kind: batch.kind,
      label: bulkKind(batch.kind).label,
      status: batch.status,
      fileName: batch.fileName,
      fileSha256: batch.fileSha256,
      makerEmail: batch.makerEmail,
      mine: batch.makerId === user.id,
      createdAt: batch.createdAt.toISOString(),
      cancelRequested: batch.cancelRequestedAt !== null,
    },
    /** Its four-eyes request, if a policy held it: waiting, or decided and by whom. */
    approval,
    totals: size?.totals ?? [],
    columns: columnOrder(definition),
    counts,
    total,
    finished,
    rate: seconds > 0 ? finished / seconds : null,
    status,
    /** The rows of the filter, of which the page shows the first BATCH_ROWS_PAGE. */
    rowsInFilter: status ? (counts[status] ?? 0) : total,
    rows: rows.map((row) => ({
      rowNo: row.rowNo,
      cells: row.cells,
      problems: row.problems,
      status: row.status,
      error: row.errorMessage
        ? `${row.errorMessage}${row.errorCode ? ` (${row.errorCode})` : ""}`
        : null,
      links: (row.result as { links?: { label: string; href: string }[] } | null)?.links ?? [],
    })),
  };
}

export type BatchPageView = Awaited<ReturnType<typeof loadBatchPage>>;
