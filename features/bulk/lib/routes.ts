import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import { csvStream } from "@/features/exports/server";
import { can } from "@/lib/console/auth/permissions";
import { requirePermission } from "@/lib/console/auth/session";
import { noStoreJson, refusedRoute } from "@/lib/console/json-route";
import { type BulkKind, bulkKinds, bulkRows } from "@/lib/db/schema";
import { columnOrder } from "./kinds";
import { bulkKind } from "./registry";
import { findBatch } from "./store";

const attachment = (name: string) => ({
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": `attachment; filename="${name}"`,
  "cache-control": "no-store",
});

/** GET /api/bulk/templates/<kind>: the kind's header, an example row, and a note per column. */
export async function templateResponse(kind: string) {
  const check = await requirePermission("bulk.use");
  if (!check.ok) return refusedRoute(check.reason);
  if (!bulkKinds.includes(kind as BulkKind))
    return noStoreJson({ message: "There is no such kind of batch." }, 404);
  const definition = bulkKind(kind as BulkKind);
  if (!can(check.user.role, definition.permission)) return refusedRoute("forbidden");
  return new Response(`\uFEFF${definition.template.join("\r\n")}\r\n`, {
    headers: attachment(`${kind}-template.csv`),
  });
}

const ROWS_AT_ONCE = 1000;

/**
 * GET /api/bulk/batches/<id>/results: every row of the batch as its file had it, then its
 * outcome, the reason and what it made, streamed a thousand rows at a time.
 */
export async function resultsResponse(id: string) {
  const check = await requirePermission("bulk.use");
  if (!check.ok) return refusedRoute(check.reason);
  const batch = /^[0-9a-f-]{36}$/i.test(id) ? await findBatch(check.db, id) : null;
  if (!batch) return noStoreJson({ message: "There is no such batch." }, 404);
  if (!can(check.user.role, bulkKind(batch.kind).permission)) return refusedRoute("forbidden");
  type Row = typeof bulkRows.$inferSelect;
  const db = check.db;
  async function* rows() {
    for (let after = 0; ; ) {
      const page = await db
        .select()
        .from(bulkRows)
        .where(and(eq(bulkRows.batchId, id), gt(bulkRows.rowNo, after)))
        .orderBy(asc(bulkRows.rowNo))
        .limit(ROWS_AT_ONCE);
      if (page.length === 0) return;
      yield page;
      after = page.at(-1)!.rowNo;
    }
  }
  const cellColumns = columnOrder(bulkKind(batch.kind)).map((name) => ({
    header: name,
    value: (row: Row) => row.cells[name] ?? "",
  }));
  return new Response(
    csvStream<Row>(
      [
        { header: "row", value: (row) => String(row.rowNo) },
        ...cellColumns,
        { header: "outcome", value: (row) => row.status },
        {
          // Not "reason": a kind's own column may be called that (card actions' is).
          header: "problem",
          value: (row) =>
            row.problems
              ? Object.entries(row.problems)
                  .map(([column, problem]) => `${column}: ${problem}`)
                  .join("; ")
              : row.errorMessage && `${row.errorMessage} (${row.errorCode})`,
        },
        {
          header: "result",
          value: (row) => {
            if (!row.result) return null;
            const { links: _, ...rest } = row.result as Record<string, unknown>;
            return JSON.stringify(rest);
          },
        },
      ],
      rows(),
    ),
    { headers: attachment(`batch-${id.slice(0, 8)}-results.csv`) },
  );
}
