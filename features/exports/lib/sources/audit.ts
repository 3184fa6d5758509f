import "server-only";
import { type AuditExportRow, auditActionLabel, readAuditExport } from "@/features/audit/server";
import type { CsvColumn } from "../csv";
import { type ExportSource, givenFilters, openedExport, today } from "../source";
import { isoTime } from "../values";

const columns: readonly CsvColumn<AuditExportRow>[] = [
  { header: "at", value: (row) => isoTime(row.at) },
  { header: "actor", value: (row) => row.actorEmail },
  { header: "action", value: (row) => row.action },
  { header: "action_words", value: (row) => auditActionLabel(row.action) },
  { header: "target_type", value: (row) => row.targetType },
  { header: "target_id", value: (row) => row.targetId },
  { header: "outcome", value: (row) => row.outcome },
  { header: "detail", value: (row) => row.detail },
  { header: "ip", value: (row) => row.ip },
];

/** The audit log under the page's filters, for an admin. */
export const auditSource: ExportSource = {
  permission: "audit.view",
  async open(params, { db }) {
    const read = await readAuditExport(db, params);
    if (!read.ok) return read;
    return openedExport({
      filename: `audit-${today()}.csv`,
      total: read.total,
      owner: null,
      filters: givenFilters(params),
      columns,
      batches: read.batches,
    });
  },
};
