import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNull,
  lt,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { complianceCases, directoryEntries, users } from "@/lib/db/schema";
import { INBOX_PAGE_SIZE, type InboxView } from "./inbox-views";
import { isOpen, unowned } from "./store";

const c = complianceCases;

/** The end of the UTC day `now` is in: "due today" means before it (times show in UTC). */
const endOfDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

/**
 * Each view's condition. The working views hold open cases that are awake: a snoozed case is in
 * Snoozed (and All open) until its time comes, then back where it was, by itself. "Due today"
 * is what falls due from now to midnight UTC, not the overdue.
 */
function viewWhere(view: InboxView, userId: string, now: Date): SQL {
  const asleep = gt(c.snoozedUntil, now);
  const awake = and(isOpen, or(isNull(c.snoozedUntil), not(asleep)));
  const conditions: Record<InboxView, SQL | undefined> = {
    mine: and(awake, eq(c.ownerId, userId)),
    unassigned: and(awake, unowned),
    due_today: and(awake, gte(c.dueAt, now), lt(c.dueAt, endOfDay(now))),
    overdue: and(awake, lt(c.dueAt, now)),
    escalated: and(awake, eq(c.status, "escalated")),
    snoozed: and(isOpen, asleep),
    open: isOpen,
    closed: eq(c.status, "closed"),
  };
  return conditions[view] as SQL;
}

/** How many cases each view holds, in one pass over the open ones and a count of the closed. */
export async function inboxCounts(db: Db, userId: string, now: Date) {
  const counted = (view: InboxView) =>
    sql<number>`count(*) filter (where ${viewWhere(view, userId, now)})`.mapWith(Number);
  const [row] = await db
    .select({
      mine: counted("mine"),
      unassigned: counted("unassigned"),
      due_today: counted("due_today"),
      overdue: counted("overdue"),
      escalated: counted("escalated"),
      snoozed: counted("snoozed"),
      open: counted("open"),
      closed: counted("closed"),
    })
    .from(c);
  return row as Record<InboxView, number>;
}

/**
 * One page of a view, soonest due first (the closed: latest closed first), with the customer's
 * name from the directory and the owner's name, and the view's total.
 */
export async function inboxPage(
  db: Db,
  { view, page, userId, now }: { view: InboxView; page: number; userId: string; now: Date },
) {
  const owner = alias(users, "owner");
  const where = viewWhere(view, userId, now);
  const order = view === "closed" ? [desc(c.closedAt), asc(c.id)] : [asc(c.dueAt), asc(c.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: c.id,
        customerId: c.customerId,
        customerName: directoryEntries.displayName,
        kind: c.kind,
        status: c.status,
        priority: c.priority,
        dueAt: c.dueAt,
        createdAt: c.createdAt,
        closedAt: c.closedAt,
        outcome: c.outcome,
        snoozedUntil: c.snoozedUntil,
        ownerName: owner.name,
      })
      .from(c)
      .leftJoin(
        directoryEntries,
        and(eq(directoryEntries.kind, "customer"), eq(directoryEntries.id, c.customerId)),
      )
      .leftJoin(owner, eq(owner.id, c.ownerId))
      .where(where)
      .orderBy(...order)
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(c).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
