import { sql } from "drizzle-orm";
import { consoleNow } from "@/lib/console/clock";
import type { Db } from "@/lib/db";

const stamp = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')`);

/**
 * Notices that time alone brings, for one person's open cases: each awake case past due (once
 * per deadline: a new deadline is a new notice), and each snooze that ended by its time in the
 * last week (once per snooze). Derived when their bell is read, so no scheduler is needed; the
 * dedupe key makes every later read a no-op, on any server.
 */
export async function notifyCaseDeadlines(db: Db, userId: string, now?: Date) {
  const at = (now ?? (await consoleNow(db))).toISOString();
  await db.execute(sql`insert into console.notifications (user_id, kind, title, href, dedupe_key)
    select c.owner_id, n.kind, n.words || coalesce(d.display_name, 'a customer'), '/cases/' || c.id,
      n.kind || ':' || c.id || ':' || n.stamp
    from console.compliance_cases c
    left join console.directory_entries d on d.kind = 'customer' and d.id = c.customer_id
    cross join lateral (values
      ('overdue', 'Case overdue: ', ${stamp("c.due_at")},
        c.due_at < ${at}::timestamptz
        and (c.snoozed_until is null or c.snoozed_until <= ${at}::timestamptz)),
      ('woke', 'Snooze ended: ', ${stamp("c.snoozed_until")},
        c.snoozed_until <= ${at}::timestamptz
        and c.snoozed_until > ${at}::timestamptz - interval '7 days')
    ) as n (kind, words, stamp, due)
    where c.owner_id = ${userId} and c.status <> 'closed' and n.due
    on conflict do nothing`);
}
