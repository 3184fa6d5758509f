import "server-only";
import type { Db } from "@/lib/db";
import { readAuditFilters } from "./audit-filters";
import { auditBatch, countAuditEntries } from "./list-audit-entries";
import { loadAuditParams } from "./search-params";

/**
 * The log under the same filters as its page, for the CSV export: refused in the words the page
 * puts on the field when a filter cannot be used, otherwise every entry, a page at a time.
 */
export async function readAuditExport(db: Db, params: URLSearchParams) {
  const { filters, fieldErrors } = readAuditFilters(loadAuditParams(params));
  const problem = Object.values(fieldErrors)[0];
  if (problem) return { ok: false as const, message: problem };
  const counted = await countAuditEntries(db, filters);
  async function* batches() {
    for (let rows = await auditBatch(db, filters, null); rows.length > 0; ) {
      yield rows;
      rows = await auditBatch(db, filters, rows.at(-1)!.id);
    }
  }
  // Past the page's count cap the total is not known in advance.
  return { ok: true as const, total: counted.more ? null : counted.total, batches };
}

export type AuditExportRow = Awaited<ReturnType<typeof auditBatch>>[number];
