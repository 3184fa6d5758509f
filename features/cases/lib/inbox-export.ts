import "server-only";
import { consoleNow } from "@/lib/console/clock";
import type { Db } from "@/lib/db";
import { inboxCounts, inboxFilteredTotal, inboxRows } from "./inbox";
import { hasFilters, readInboxFilters } from "./inbox-filters";
import { defaultView } from "./inbox-views";
import { loadInboxParams } from "./search-params";

/** Rows are read this many at a time, whatever the view's size. */
const BATCH = 500;

/**
 * The inbox as its page lists it (the same URL reader, view, filters and order), for the CSV
 * export: its total, what it was asked with, and its rows a batch at a time. Offsets, not a
 * keyset: a case that changes view while the file is written may be missed or repeated, as on
 * the page; the file says when it was made.
 */
export async function readInboxExport(
  db: Db,
  params: URLSearchParams,
  user: { id: string; role: string },
) {
  const parsed = loadInboxParams(params);
  const { filters, fieldErrors } = readInboxFilters(parsed);
  const problem = Object.values(fieldErrors)[0];
  if (problem) return { ok: false as const, message: problem };
  const view = parsed.view ?? defaultView(user.role);
  const now = await consoleNow(db);
  const query = { view, userId: user.id, now, filters };
  const total = hasFilters(filters)
    ? await inboxFilteredTotal(db, query)
    : (await inboxCounts(db, user.id, now))[view];
  async function* batches() {
    for (let offset = 0; ; offset += BATCH) {
      const rows = await inboxRows(db, { ...query, limit: BATCH, offset });
      if (rows.length > 0) yield rows;
      if (rows.length < BATCH) return;
    }
  }
  return { ok: true as const, view, total, batches };
}

export type InboxExportRow = Awaited<ReturnType<typeof inboxRows>>[number];
