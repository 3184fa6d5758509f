import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { consoleNow } from "../clock";

/**
 * A customer's verification event wakes their snoozed cases, in the transaction that stores the
 * event: a snooze "until the customer's next verification event" ends when one arrives, and a
 * snooze until a time ends early when the customer acts first. Each owner's bell says so.
 */
export async function wakeSnoozedCases(tx: Db, customerId: string, status: string, now?: Date) {
  const at = (now ?? (await consoleNow(tx))).toISOString();
  await tx.execute(sql`with woke as (
      update console.compliance_cases
      set snoozed_until = null, version = version + 1, updated_at = ${at}::timestamptz
      where customer_id = ${customerId} and status <> 'closed'
        and snoozed_until > ${at}::timestamptz
      returning id, owner_id, customer_id
    ),
    lines as (
      insert into console.compliance_case_events (case_id, type, body, at)
      select id, 'woke', ${`Woken by the customer's verification event (${status}).`}, ${at}::timestamptz
      from woke
    )
    insert into console.notifications (user_id, kind, title, href, created_at)
    select w.owner_id, 'woke', 'Case woke: ' || coalesce(d.display_name, 'a customer'),
      '/cases/' || w.id, ${at}::timestamptz
    from woke w
    left join console.directory_entries d on d.kind = 'customer' and d.id = w.customer_id
    where w.owner_id is not null`);
}
