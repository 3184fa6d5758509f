import { and, count, desc, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { type AuditFilters, auditFiltersWhere } from "./audit-filters";

export const AUDIT_PAGE_SIZE = 50;

/**
 * The page counts its matches no further than this, past it saying "more than 10,000": a log of
 * a million entries would otherwise be counted whole at every page.
 */
const AUDIT_COUNT_CAP = 10_000;

/** How many entries the filters match: exact up to AUDIT_COUNT_CAP, past it `more`. */
export async function countAuditEntries(db: Db, filters: AuditFilters) {
  const matches = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(auditFiltersWhere(filters))
    .limit(AUDIT_COUNT_CAP + 1)
    .as("matches");
  const [counted] = await db.select({ n: count() }).from(matches);
  const n = counted?.n ?? 0;
  return n > AUDIT_COUNT_CAP ? { total: AUDIT_COUNT_CAP, more: true } : { total: n, more: false };
}

export async function listAuditEntries(db: Db, opts: { page: number; filters: AuditFilters }) {
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(auditFiltersWhere(opts.filters))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((opts.page - 1) * AUDIT_PAGE_SIZE),
    countAuditEntries(db, opts.filters),
  ]);
  return { rows, ...counted };
}

const EXPORT_BATCH = 1_000;

/**
 * The entries before entry `beforeId`, a thousand at a time, for an export: keyed on the last
 * id read rather than an offset, so the millionth entry costs what the first did. In the order
 * they were written (their ids), which is the page's newest-first but for entries written in
 * the same instant; a timestamp is a poor key, JavaScript's dates dropping its microseconds.
 */
export function auditBatch(db: Db, filters: AuditFilters, beforeId: number | null) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(auditFiltersWhere(filters), beforeId === null ? undefined : lt(auditLog.id, beforeId)),
    )
    .orderBy(desc(auditLog.id))
    .limit(EXPORT_BATCH);
}
