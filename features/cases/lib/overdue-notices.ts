import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";

/**
 * Puts each open, awake case the person owns that is past due in their bell, once per due
 * time (a new deadline is a new notice). Derived when their bell is read, so no scheduler is
 * needed; the dedupe key makes every later read a no-op.
 */
export async function notifyOverdueCases(db: Db, userId: string, now = new Date()) {
  const at = now.toISOString();
  await db.execute(sql`insert into console.notifications (user_id, kind, title, href, dedupe_key)
    select c.owner_id, 'overdue', 'Case overdue: ' || coalesce(d.display_name, 'a customer'),
      '/cases/' || c.id, 'overdue:' || c.id || ':' || to_char(c.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')
    from console.compliance_cases c
    left join console.directory_entries d on d.kind = 'customer' and d.id = c.customer_id
    where c.owner_id = ${userId} and c.status <> 'closed' and c.due_at < ${at}::timestamptz
      and (c.snoozed_until is null or c.snoozed_until <= ${at}::timestamptz)
    on conflict do nothing`);
}
