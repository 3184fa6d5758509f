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
import { filtersWhere, type InboxFilters } from "./inbox-filters";
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

/** One group of open cases, by what the views tell apart. */
type OpenGroup = {
  status: string;
  mine: boolean;
  unowned: boolean;
  asleep: boolean;
  due: "overdue" | "today" | "later";
  n: number;
};

/** Whether a group of open cases is in a view: the same conditions as viewWhere, on a group. */
const inView: Record<Exclude<InboxView, "closed">, (g: OpenGroup) => boolean> = {
  mine: (g) => !g.asleep && g.mine,
  unassigned: (g) => !g.asleep && g.unowned,
  due_today: (g) => !g.asleep && g.due === "today",
  overdue: (g) => !g.asleep && g.due === "overdue",
  escalated: (g) => !g.asleep && g.status === "escalated",
  snoozed: (g) => g.asleep,
  open: () => true,
};

const openStatuses = ["new", "in_review", "waiting_on_customer", "escalated"] as const;
const dueBuckets = ["overdue", "today", "later"] as const;

/**
 * A group's key as one small integer (status 0–3, then a bit each for mine, unowned and asleep,
 * then the due bucket): PostgreSQL groups 66,667 open cases by an integer in half the time it
 * takes by five columns (24 ms against 46 ms, measured at 100,000 cases).
 */
function groupKey(userId: string, now: Date) {
  const at = now.toISOString();
  return sql<number>`(case ${c.status} when 'new' then 0 when 'in_review' then 1
      when 'waiting_on_customer' then 2 else 3 end)
    + (case when ${c.ownerId} = ${userId} then 4 else 0 end)
    + (case when ${c.ownerId} is null then 8 else 0 end)
    + (case when ${c.snoozedUntil} > ${at}::timestamptz then 16 else 0 end)
    + (case when ${c.dueAt} < ${at}::timestamptz then 0
        when ${c.dueAt} < ${endOfDay(now).toISOString()}::timestamptz then 32 else 64 end)`;
}

const fromKey = (key: number, n: number): OpenGroup => ({
  status: openStatuses[key % 4] ?? "new",
  mine: (key & 4) !== 0,
  unowned: (key & 8) !== 0,
  asleep: (key & 16) !== 0,
  due: dueBuckets[key >> 5] ?? "later",
  n,
});

/**
 * How many cases each view holds: the open cases grouped once (one pass over their covering
 * index, drizzle/0047), summed per view in JS by the predicates above (a test holds them equal
 * to each view's page query), and the closed counted on their own index. Eight filtered counts
 * over the whole table took 40 ms at 100,000 cases.
 */
export async function inboxCounts(db: Db, userId: string, now: Date) {
  const key = groupKey(userId, now);
  const [groups, closed] = await Promise.all([
    db
      .select({ key: key.mapWith(Number), n: count() })
      .from(c)
      .where(isOpen)
      .groupBy(sql`1`),
    db.select({ n: count() }).from(c).where(eq(c.status, "closed")),
  ]);
  const open = groups.map((group) => fromKey(group.key, group.n));
  const counts = { closed: closed[0]?.n ?? 0 } as Record<InboxView, number>;
  for (const [view, holds] of Object.entries(inView) as [
    keyof typeof inView,
    typeof inView.open,
  ][]) {
    counts[view] = open.filter(holds).reduce((sum, group) => sum + group.n, 0);
  }
  return counts;
}

type InboxQuery = {
  view: InboxView;
  userId: string;
  now: Date;
  filters?: InboxFilters;
};

const customerEntry = and(
  eq(directoryEntries.kind, "customer"),
  eq(directoryEntries.id, c.customerId),
);

/**
 * How many cases a filtered view holds: one count with the filters, asked only when there are
 * filters (an unfiltered view's total is inboxCounts').
 */
export async function inboxFilteredTotal(db: Db, { view, userId, now, filters }: InboxQuery) {
  const [row] = await db
    .select({ n: count() })
    .from(c)
    .leftJoin(directoryEntries, customerEntry)
    .where(and(viewWhere(view, userId, now), filters && filtersWhere(filters)));
  return row?.n ?? 0;
}

/**
 * Rows of a view and its filters, soonest due first (the closed: latest closed first), with the
 * customer's name from the directory and the owner's name: a page of 50, or a batch of an
 * export (`limit`, `offset`).
 */
export function inboxRows(
  db: Db,
  { view, userId, now, filters, limit, offset }: InboxQuery & { limit: number; offset: number },
) {
  const owner = alias(users, "owner");
  const where = and(viewWhere(view, userId, now), filters && filtersWhere(filters));
  const order = view === "closed" ? [desc(c.closedAt), asc(c.id)] : [asc(c.dueAt), asc(c.id)];
  return db
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
    .leftJoin(directoryEntries, customerEntry)
    .leftJoin(owner, eq(owner.id, c.ownerId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** One page of 50 of a view. */
export const inboxPage = (db: Db, query: InboxQuery & { page: number }) =>
  inboxRows(db, {
    ...query,
    limit: INBOX_PAGE_SIZE,
    offset: (query.page - 1) * INBOX_PAGE_SIZE,
  });
