import { and, asc, eq } from "drizzle-orm";
import { WebhookType } from "@/lib/cams";
import type { Db } from "@/lib/db";
import { customerVerifications, webhookEvents } from "@/lib/db/schema";

/**
 * A transfer's timeline: every stored payment.status event of the transaction, oldest first by
 * the event's created_date, whatever order they arrived in (webhook-id breaks ties, as it does
 * for the latest state).
 */
export function paymentTimeline(db: Db, transactionId: string) {
  return db
    .select()
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.type, WebhookType.PaymentStatus),
        eq(webhookEvents.transactionId, transactionId),
      ),
    )
    .orderBy(asc(webhookEvents.createdDate), asc(webhookEvents.webhookId));
}

/** The customer's latest verification status, or null when no event has reported one. */
export async function latestVerification(db: Db, customerId: string) {
  const [row] = await db
    .select()
    .from(customerVerifications)
    .where(eq(customerVerifications.customerId, customerId));
  return row ?? null;
}
