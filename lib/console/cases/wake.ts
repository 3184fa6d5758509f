import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";

/**
 * A customer's verification event wakes their snoozed cases, in the transaction that stores the
 * event: a snooze "until the customer's next verification event" ends when one arrives, and a
 * snooze until a time ends early when the customer acts first.
 */
export async function wakeSnoozedCases(
  tx: Db,
  customerId: string,
  status: string,
  now = new Date(),
) {
  const at = now.toISOString();
  await tx.execute(sql`with woke as (
      update console.compliance_cases
      set snoozed_until = null, version = version + 1, updated_at = ${at}::timestamptz
      where customer_id = ${customerId} and status <> 'closed'
        and snoozed_until > ${at}::timestamptz
      returning id
    )
    insert into console.compliance_case_events (case_id, type, body, at)
    select id, 'woke', ${`Woken by the customer's verification event (${status}).`}, ${at}::timestamptz
    from woke`);
}
