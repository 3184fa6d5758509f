import { sql } from "drizzle-orm";
import { ESCALATE_AFTER_HOURS } from "@/lib/console/cases/machine";
import { consoleNow } from "@/lib/console/clock";
import { type Db, queryRows } from "@/lib/db";

/**
 * Escalates every open, awake case overdue by more than the threshold (an admin's, or
 * ESCALATE_AFTER_HOURS), with a line on its timeline saying the console did it. Run when the inbox, a case or home is read, so no
 * scheduler is needed; `skip locked` lets N servers run it at once and each case escalate once
 * (a case another server is escalating is left to it). The owner's bell says so; an unowned
 * case is announced to every compliance officer, since nobody else will look. Answers how many
 * it escalated. On the console's clock (lib/console/clock.ts), which a demo may shift.
 */
export async function escalateOverdue(db: Db, now?: Date): Promise<number> {
  const at = (now ?? (await consoleNow(db))).toISOString();
  const rows = await queryRows(
    db,
    sql`with threshold as (
      select coalesce((select escalate_after_hours from console.case_settings), ${ESCALATE_AFTER_HOURS}) as hours
    ),
    late as (
      select id, status from console.compliance_cases
      where status in ('new', 'in_review', 'waiting_on_customer')
        and due_at < ${at}::timestamptz - make_interval(hours => (select hours from threshold))
        and (snoozed_until is null or snoozed_until <= ${at}::timestamptz)
      for update skip locked
    ),
    moved as (
      update console.compliance_cases c
      set status = 'escalated', version = c.version + 1, updated_at = ${at}::timestamptz
      from late where c.id = late.id
      returning c.id, late.status as from_status, c.owner_id, c.customer_id
    ),
    told as (
      insert into console.notifications (user_id, kind, title, href, created_at)
      select coalesce(m.owner_id, u.id), 'escalated',
        'Case escalated, overdue: ' || coalesce(d.display_name, 'a customer'),
        '/cases/' || m.id, ${at}::timestamptz
      from moved m
      left join console.users u on m.owner_id is null and u.role = 'compliance' and not u.disabled
      left join console.directory_entries d on d.kind = 'customer' and d.id = m.customer_id
      where coalesce(m.owner_id, u.id) is not null
    )
    insert into console.compliance_case_events (case_id, type, from_status, to_status, body, at)
    select id, 'escalated', from_status, 'escalated',
      'Overdue by more than ' || (select hours from threshold) || ' hours: escalated by the console.',
      ${at}::timestamptz
    from moved
    returning case_id`,
  );
  return rows.length;
}
