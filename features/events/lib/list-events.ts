import { and, count, desc, eq, gte, lt, max, notInArray, type SQL, sql } from "drizzle-orm";
import { WebhookType } from "@/lib/cams";
import type { Db } from "@/lib/db";
import {
  type EventOutcome,
  eventOutcomes,
  webhookEvents,
  webhookRejections,
} from "@/lib/db/schema";

export const EVENTS_PAGE_SIZE = 50;

/** The Events page's type filter: the two known types, or everything else together. */
export const eventTypeFilters = [
  WebhookType.PaymentStatus,
  WebhookType.UserVerificationStatus,
  "other",
] as const;
type EventTypeFilter = (typeof eventTypeFilters)[number];

export { eventOutcomes };

/** Which of an event's two times a date range reads: the provider's own, or our arrival. */
export const eventDateFields = ["created", "received"] as const;
type EventDateField = (typeof eventDateFields)[number];

export type EventFilters = {
  type?: EventTypeFilter;
  customerId?: string;
  /** The payload's payment_status (a payment) or status (a verification), exactly. */
  status?: string;
  outcome?: EventOutcome;
  /** Calendar days in UTC, both included: `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  dateField?: EventDateField;
};

const knownTypes = Object.values(WebhookType);

/** The status a payload holds: payment_status for a payment, status for a verification. */
const payloadStatus = sql`coalesce(${webhookEvents.payload}->'data'->>'payment_status', ${webhookEvents.payload}->'data'->>'status')`;

const DAY_MS = 86_400_000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

function conditions(filters: EventFilters): SQL | undefined {
  const { type, customerId, status, outcome, from, to } = filters;
  const typeCondition =
    type === "other"
      ? notInArray(webhookEvents.type, knownTypes)
      : type && eq(webhookEvents.type, type);
  const time =
    filters.dateField === "received" ? webhookEvents.receivedAt : webhookEvents.createdDate;
  return and(
    typeCondition,
    customerId ? eq(webhookEvents.customerId, customerId) : undefined,
    status ? sql`${payloadStatus} = ${status}` : undefined,
    outcome ? eq(webhookEvents.outcome, outcome) : undefined,
    from ? gte(time, startOfDay(from)) : undefined,
    // `to` is a whole day: everything before the next midnight.
    to ? lt(time, new Date(startOfDay(to).getTime() + DAY_MS)) : undefined,
  );
}

/** One page of received events, newest first by the event's own created_date. */
export async function listWebhookEvents(db: Db, opts: EventFilters & { page: number }) {
  const where = conditions(opts);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookEvents)
      .where(where)
      .orderBy(desc(webhookEvents.createdDate), desc(webhookEvents.webhookId))
      .limit(EVENTS_PAGE_SIZE)
      .offset((opts.page - 1) * EVENTS_PAGE_SIZE),
    db.select({ n: count() }).from(webhookEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One received event by its webhook-id, or null. */
export async function findWebhookEvent(db: Db, webhookId: string) {
  const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.webhookId, webhookId));
  return row ?? null;
}

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** Deliveries refused for their signature over the last `days` UTC days, and the latest one. */
export async function signatureRefusals(db: Db, now: Date, days = 7) {
  const since = new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${webhookRejections.count}), 0)::int`,
      lastAt: max(webhookRejections.lastAt),
    })
    .from(webhookRejections)
    .where(gte(webhookRejections.day, since));
  return { days, count: row?.count ?? 0, lastAt: row?.lastAt ?? null };
}
