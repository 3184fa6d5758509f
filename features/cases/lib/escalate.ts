import { sql } from "drizzle-orm";
import { ESCALATE_AFTER_HOURS } from "@/lib/console/cases/machine";
import { type Db, queryRows } from "@/lib/db";

const HOUR_MS = 3_600_000;

/**
 * Escalates every open, awake case overdue by more than ESCALATE_AFTER_HOURS, with a line on its
 * timeline saying the console did it. Run when the inbox, a case or home is read, so no
 * scheduler is needed; `skip locked` lets N servers run it at once and each case escalate once
 * (a case another server is escalating is left to it). Answers how many it escalated.
 */
export async function escalateOverdue(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const before = new Date(now.getTime() - ESCALATE_AFTER_HOURS * HOUR_MS).toISOString();
  const body = `Overdue by more than ${ESCALATE_AFTER_HOURS} hours: escalated by the console.`;
  const rows = await queryRows(
    db,
    sql`with late as (
      select id, status from console.compliance_cases
      where status in ('new', 'in_review', 'waiting_on_customer')
        and due_at < ${before}::timestamptz
        and (snoozed_until is null or snoozed_until <= ${at}::timestamptz)
      for update skip locked
    ),
    moved as (
      update console.compliance_cases c
      set status = 'escalated', version = c.version + 1, updated_at = ${at}::timestamptz
      from late where c.id = late.id
      returning c.id, late.status as from_status
    )
    insert into console.compliance_case_events (case_id, type, from_status, to_status, body, at)
    select id, 'escalated', from_status, 'escalated', ${body}, ${at}::timestamptz from moved
    returning case_id`,
  );
  return rows.length;
}
