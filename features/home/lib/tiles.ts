import { and, asc, count, desc, eq, gte, inArray, isNotNull, min, sql } from "drizzle-orm";
import { eventTitle, summarizeEvent } from "@/features/events/server";
import { cardOperations } from "@/lib/cams/card-status";
import type { Db } from "@/lib/db";
import { auditLog, directoryEntries, pendingProducts, webhookEvents } from "@/lib/db/schema";

/** How many of a tile's items it lists; the rest are behind its link. */
export const TILE_ITEMS = 5;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** "Recent" on the home page: onboardings, blocked and replaced cards, rejected transfers. */
export const RECENT_DAYS = 7;

/** The instant `ms` before now: a window includes its start, so an entry exactly 7 days old counts. */
const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * The Customers list of those created in the recent window, newest first: from the window's
 * first day (UTC), since the list filters by whole days.
 */
export const recentCustomersHref = (now: Date) =>
  `/customers?created_from=${before(now, RECENT_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10)}&sort=created&dir=desc`;

/**
 * Customers onboarded from the console in the last 7 days, from the audit log's
 * customer.create entries: the newest, and how many succeeded or failed.
 */
export async function recentOnboardings(db: Db, now: Date) {
  const where = and(
    eq(auditLog.action, "customer.create"),
    gte(auditLog.at, before(now, RECENT_DAYS * DAY_MS)),
  );
  const [items, outcomes] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        customerId: auditLog.targetId,
        outcome: auditLog.outcome,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(TILE_ITEMS),
    db
      .select({ outcome: auditLog.outcome, n: count() })
      .from(auditLog)
      .where(where)
      .groupBy(auditLog.outcome),
  ]);
  const of = (outcome: string) => outcomes.find((row) => row.outcome === outcome)?.n ?? 0;
  return {
    count: outcomes.reduce((sum, row) => sum + row.n, 0),
    succeeded: of("success"),
    failed: of("failure"),
    items,
  };
}

/**
 * Accounts and cards the provider did not create at onboarding (a 206), still waiting to be
 * retried or discarded from the customer's page, per customer, longest waiting first.
 */
export async function unfinishedOnboardings(db: Db) {
  const [items, [totals]] = await Promise.all([
    db
      .select({
        customerId: pendingProducts.customerId,
        products: count(),
        since: min(pendingProducts.createdAt),
      })
      .from(pendingProducts)
      .groupBy(pendingProducts.customerId)
      .orderBy(asc(min(pendingProducts.createdAt)), asc(pendingProducts.customerId))
      .limit(TILE_ITEMS),
    db
      .select({
        customers: sql<number>`count(distinct ${pendingProducts.customerId})::int`,
        products: count(),
      })
      .from(pendingProducts),
  ]);
  return { count: totals?.customers ?? 0, products: totals?.products ?? 0, items };
}

/**
 * Cards waiting for activation: those the console's directory last saw in a status activation
 * is allowed from (Printing, Dispatched). The provider lists no cards, so this counts only
 * cards the console has seen, as they were when it last saw them.
 */
export async function cardsAwaitingActivation(db: Db) {
  const where = and(
    eq(directoryEntries.kind, "card"),
    inArray(directoryEntries.status, [...cardOperations.activate.from]),
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        cardId: directoryEntries.id,
        displayName: directoryEntries.displayName,
        status: directoryEntries.status,
        cardLastFour: directoryEntries.cardLastFour,
        createdDate: directoryEntries.createdDate,
      })
      .from(directoryEntries)
      .where(where)
      .orderBy(sql`${directoryEntries.createdDate} asc nulls last`, asc(directoryEntries.id))
      .limit(TILE_ITEMS),
    db.select({ n: count() }).from(directoryEntries).where(where),
  ]);
  return { count: total?.n ?? 0, items };
}

const CARD_ENDING_ACTIONS = ["card.block", "card.replace"] as const;

/** Cards blocked or replaced from the console in the last 7 days, from the audit log. */
export async function cardsBlockedOrReplaced(db: Db, now: Date) {
  const where = and(
    inArray(auditLog.action, [...CARD_ENDING_ACTIONS]),
    eq(auditLog.outcome, "success"),
    gte(auditLog.at, before(now, RECENT_DAYS * DAY_MS)),
  );
  return auditTile(db, where);
}

/**
 * Webhooks received in the last 24 hours whose payload the console could not read, each titled
 * in words as the Events page titles it ("Payment: settled"), from whatever status could be read.
 */
export async function webhookFailures(db: Db, now: Date) {
  const where = and(
    eq(webhookEvents.outcome, "failed"),
    gte(webhookEvents.receivedAt, before(now, DAY_MS)),
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        webhookId: webhookEvents.webhookId,
        type: webhookEvents.type,
        payload: webhookEvents.payload,
        receivedAt: webhookEvents.receivedAt,
        problem: webhookEvents.problem,
      })
      .from(webhookEvents)
      .where(where)
      .orderBy(desc(webhookEvents.receivedAt), desc(webhookEvents.webhookId))
      .limit(TILE_ITEMS),
    db.select({ n: count() }).from(webhookEvents).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    items: items.map(({ payload, ...event }) => ({
      ...event,
      title: eventTitle(event.type, summarizeEvent(payload).status),
    })),
  };
}

/**
 * Actions the provider refused in the last hour: failed audit entries that carry the
 * provider's error code (defineAction records it as `after.provider_code`).
 */
export async function providerErrors(db: Db, now: Date) {
  const where = and(
    eq(auditLog.outcome, "failure"),
    isNotNull(sql`${auditLog.after} ->> 'provider_code'`),
    gte(auditLog.at, before(now, HOUR_MS)),
  );
  return auditTile(db, where);
}

async function auditTile(db: Db, where: ReturnType<typeof and>) {
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        detail: auditLog.detail,
        providerCode: sql<string | null>`${auditLog.after} ->> 'provider_code'`,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(TILE_ITEMS),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { count: total?.n ?? 0, items };
}
