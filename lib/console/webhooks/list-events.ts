import { and, count, desc, eq, notInArray, type SQL } from "drizzle-orm";
import { WebhookType } from "@/lib/cams";
import type { Db } from "@/lib/db";
import { webhookEvents } from "@/lib/db/schema";

export const EVENTS_PAGE_SIZE = 50;

/** The Events page's type filter: the two known types, or everything else together. */
export const eventTypeFilters = [
  WebhookType.PaymentStatus,
  WebhookType.UserVerificationStatus,
  "other",
] as const;
export type EventTypeFilter = (typeof eventTypeFilters)[number];

export type EventFilters = { type?: EventTypeFilter; customerId?: string };

const knownTypes = Object.values(WebhookType);

function conditions({ type, customerId }: EventFilters): SQL | undefined {
  const typeCondition =
    type === "other"
      ? notInArray(webhookEvents.type, knownTypes)
      : type && eq(webhookEvents.type, type);
  return and(typeCondition, customerId ? eq(webhookEvents.customerId, customerId) : undefined);
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

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
