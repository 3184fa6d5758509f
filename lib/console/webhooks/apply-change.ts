import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { WebhookType } from "@/lib/cams";
import type { Db } from "@/lib/db";
import { customerVerifications, paymentStates } from "@/lib/db/schema";
import { openCases } from "../cases/open";
import { wakeSnoozedCases } from "../cases/wake";
import type { StateChange } from "./event-record";

type Source = { webhookId: string; createdDate: Date };
type StateTable = typeof paymentStates | typeof customerVerifications;

/**
 * The stored state is replaced only by a strictly newer event: events arrive in any order (a
 * retry can land after a later event), and created_date is what orders them. Two events with
 * the same created_date are ordered by webhook-id, so the outcome never depends on arrival.
 */
function replaceIfNewer<Row>(
  table: StateTable,
  key: PgColumn,
  row: Row,
): { target: PgColumn; set: Row; setWhere: SQL } {
  return {
    target: key,
    set: row,
    setWhere: sql`(${table.eventCreatedAt}, ${table.webhookId}) < (excluded.event_created_at, excluded.webhook_id)`,
  };
}

/** Applies an understood event to the latest state, in the caller's transaction. */
export async function applyStateChange(tx: Db, change: StateChange, source: Source) {
  const stamp = { eventCreatedAt: source.createdDate, webhookId: source.webhookId };
  if (change.kind === WebhookType.PaymentStatus) {
    const row = { paymentStatus: change.paymentStatus, reasonCode: change.reasonCode, ...stamp };
    await tx
      .insert(paymentStates)
      .values({ transactionId: change.transactionId, ...row })
      .onConflictDoUpdate(replaceIfNewer(paymentStates, paymentStates.transactionId, row));
  } else {
    const row = { status: change.status, rejectReason: change.rejectReason, ...stamp };
    await tx
      .insert(customerVerifications)
      .values({ customerId: change.customerId, ...row })
      .onConflictDoUpdate(
        replaceIfNewer(customerVerifications, customerVerifications.customerId, row),
      );
  }
}

/**
 * A verification event, in the caller's transaction, wakes the customer's snoozed cases; a
 * rejected verification opens a compliance case when it is the customer's latest verification
 * state (an older Rejected arriving after an Approved opens none).
 */
export async function followVerification(tx: Db, change: StateChange) {
  if (change.kind !== WebhookType.UserVerificationStatus) return;
  await wakeSnoozedCases(tx, change.customerId, change.status);
  if (change.status !== "Rejected") return;
  const [latest] = await tx
    .select({ status: customerVerifications.status })
    .from(customerVerifications)
    .where(eq(customerVerifications.customerId, change.customerId));
  if (latest?.status !== "Rejected") return;
  await openCases(tx, [
    {
      customerId: change.customerId,
      kind: "rejected_verification",
      // Its reject reasons are shown, in words, with the verification history on the case page.
      reason: "The provider reports the customer's verification rejected.",
    },
  ]);
}
