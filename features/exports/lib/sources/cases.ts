import "server-only";
import { type InboxExportRow, readInboxExport } from "@/features/cases/server";
import type { CsvColumn } from "../csv";
import { type ExportSource, givenFilters, openedExport, today } from "../source";
import { isoTime } from "../values";

const columns: readonly CsvColumn<InboxExportRow>[] = [
  { header: "case_id", value: (row) => row.id },
  { header: "customer_id", value: (row) => row.customerId },
  { header: "customer_name", value: (row) => row.customerName },
  { header: "kind", value: (row) => row.kind },
  { header: "status", value: (row) => row.status },
  { header: "priority", value: (row) => row.priority },
  { header: "owner", value: (row) => row.ownerName },
  { header: "due_at", value: (row) => isoTime(row.dueAt) },
  { header: "snoozed_until", value: (row) => isoTime(row.snoozedUntil) },
  { header: "created_at", value: (row) => isoTime(row.createdAt) },
  { header: "closed_at", value: (row) => isoTime(row.closedAt) },
  { header: "outcome", value: (row) => row.outcome },
];

/** The case inbox's view and filters as its page lists them, for admin and compliance. */
export const casesSource: ExportSource = {
  permission: "cases.view",
  async open(params, { db, user }) {
    const read = await readInboxExport(db, params, user);
    if (!read.ok) return read;
    return openedExport({
      filename: `cases-${read.view}-${today()}.csv`,
      total: read.total,
      owner: null,
      filters: givenFilters(params),
      columns,
      batches: read.batches,
    });
  },
};
