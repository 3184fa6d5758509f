import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { WebhookType } from "@/lib/cams";
import type { Db } from "@/lib/db";
import { customerVerifications, webhookEvents } from "@/lib/db/schema";

/** How many events of each kind a review page shows; the Events page has the rest. */
export const REVIEW_EVENTS_LIMIT = 20;

const newestFirst = [desc(webhookEvents.createdDate), desc(webhookEvents.webhookId)];

/** The customer's user.verification.status events, newest first by the provider's created_date. */
export function verificationEvents(db: Db, customerId: string, limit = REVIEW_EVENTS_LIMIT) {
  return db
    .select()
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.type, WebhookType.UserVerificationStatus),
        eq(webhookEvents.customerId, customerId),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * payment.status events on the given accounts, newest first. A payment event names its account
 * (data.account_id), not its customer, so they are matched on the payload.
 */
export function accountPaymentEvents(
  db: Db,
  accountIds: readonly string[],
  limit = REVIEW_EVENTS_LIMIT,
) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.type, WebhookType.PaymentStatus),
        inArray(sql<string>`${webhookEvents.payload}->'data'->>'account_id'`, [...accountIds]),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The latest verification status of each of several customers (a page of the queue), by id. */
export async function latestVerificationStatuses(
  db: Db,
  customerIds: readonly string[],
): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: customerVerifications.customerId, status: customerVerifications.status })
    .from(customerVerifications)
    .where(inArray(customerVerifications.customerId, [...customerIds]));
  return new Map(rows.map((row) => [row.customerId, row.status]));
}
