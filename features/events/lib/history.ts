import { and, asc, eq, inArray } from "drizzle-orm";
import { WebhookType } from "@/lib/cams";
import type { Db } from "@/lib/db";
import { customerVerifications, webhookEvents } from "@/lib/db/schema";
import type { WebhookEventRow } from "./list-events";

/**
 * Transfers' timelines, in one query: every stored payment.status event of each transaction,
 * oldest first by the event's created_date, whatever order they arrived in (webhook-id breaks
 * ties, as it does for the latest state). A transaction without events maps to [].
 */
export async function paymentTimelines(db: Db, transactionIds: readonly string[]) {
  const timelines = new Map(transactionIds.map((id) => [id, [] as WebhookEventRow[]]));
  if (transactionIds.length === 0) return timelines;
  const rows = await db
    .select()
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.type, WebhookType.PaymentStatus),
        inArray(webhookEvents.transactionId, [...transactionIds]),
      ),
    )
    .orderBy(asc(webhookEvents.createdDate), asc(webhookEvents.webhookId));
  for (const row of rows) timelines.get(row.transactionId ?? "")?.push(row);
  return timelines;
}

/** The customer's latest verification status, or null when no event has reported one. */
export async function latestVerification(db: Db, customerId: string) {
  const [row] = await db
    .select()
    .from(customerVerifications)
    .where(eq(customerVerifications.customerId, customerId));
  return row ?? null;
}
