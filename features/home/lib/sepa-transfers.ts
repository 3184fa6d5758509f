import { and, count, desc, eq, gte, isNull, min, notInArray, or, sql } from "drizzle-orm";
import { finalPaymentStatuses, WebhookType } from "@/lib/cams";
import type { Db } from "@/lib/db";
import { directoryEntries, paymentStates, webhookEvents } from "@/lib/db/schema";
import { RECENT_DAYS, TILE_ITEMS } from "./tiles";

const DAY_MS = 86_400_000;

/** A field of the latest payment.status event's data, as text. */
const data = (field: string) => sql<string | null>`${webhookEvents.payload} -> 'data' ->> ${field}`;

/**
 * Outgoing SEPA credit transfers as the provider reports them: the latest payment.status webhook
 * per transaction (console.payment_states), whoever sent the transfer (this console, another
 * channel, the demo). Pending: the latest status is not final, whenever sent. Rejected: RJCT,
 * reported in the last 7 days. The account comes from the event and its owner from the
 * directory, which the sync fills from the provider's customers and their accounts; an account
 * it has not seen yet still counts. `since`: the first payment.status webhook still current
 * (a sandbox reset marks older ones stale), the start of what the tile can know.
 */
export async function sepaTransfers(db: Db, now: Date) {
  const rejected = and(
    eq(paymentStates.paymentStatus, "RJCT"),
    gte(paymentStates.eventCreatedAt, new Date(now.getTime() - RECENT_DAYS * DAY_MS)),
  );
  const pending = notInArray(paymentStates.paymentStatus, [...finalPaymentStatuses]);
  const outwardTransfer = and(
    eq(webhookEvents.type, WebhookType.PaymentStatus),
    isNull(webhookEvents.staleAt),
    eq(data("scheme"), "SEPA"),
    eq(data("transaction_type"), "CreditTransfer"),
    eq(data("inward_outward"), "Outward"),
  );
  const where = and(outwardTransfer, or(rejected, pending));
  const state = sql<
    "rejected" | "pending"
  >`case when ${rejected} then 'rejected' else 'pending' end`;
  const [items, [counts], [first]] = await Promise.all([
    db
      .select({
        transactionId: paymentStates.transactionId,
        state,
        paymentStatus: paymentStates.paymentStatus,
        reasonCode: paymentStates.reasonCode,
        reportedAt: paymentStates.eventCreatedAt,
        accountId: data("account_id"),
        amount: sql<number | null>`(${webhookEvents.payload} -> 'data' ->> 'amount')::numeric`,
        currency: data("currency"),
        ownerKind: directoryEntries.ownerKind,
        ownerId: directoryEntries.ownerId,
      })
      .from(paymentStates)
      .innerJoin(webhookEvents, eq(webhookEvents.webhookId, paymentStates.webhookId))
      .leftJoin(
        directoryEntries,
        and(eq(directoryEntries.kind, "account"), eq(directoryEntries.id, data("account_id"))),
      )
      .where(where)
      .orderBy(desc(paymentStates.eventCreatedAt), desc(paymentStates.transactionId))
      .limit(TILE_ITEMS),
    db
      .select({ total: count(), rejected: sql<number>`(count(*) filter (where ${rejected}))::int` })
      .from(paymentStates)
      .innerJoin(webhookEvents, eq(webhookEvents.webhookId, paymentStates.webhookId))
      .where(where),
    db
      .select({ at: min(webhookEvents.receivedAt) })
      .from(webhookEvents)
      .where(outwardTransfer),
  ]);
  const total = counts?.total ?? 0;
  const rejectedCount = counts?.rejected ?? 0;
  return {
    count: total,
    pending: total - rejectedCount,
    rejected: rejectedCount,
    since: first?.at ?? null,
    items: items.map((item) => ({
      ...item,
      amount: item.amount === null ? null : Number(item.amount),
    })),
  };
}
