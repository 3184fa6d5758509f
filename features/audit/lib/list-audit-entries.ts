import { count, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { type AuditOutcome, auditLog } from "@/lib/db/schema";

export const AUDIT_PAGE_SIZE = 50;

export async function listAuditEntries(db: Db, opts: { page: number; outcome?: AuditOutcome }) {
  const where = opts.outcome ? eq(auditLog.outcome, opts.outcome) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((opts.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
