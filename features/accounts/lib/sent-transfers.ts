import { and, eq } from "drizzle-orm";
import { fieldOf, textOf } from "@/lib/console/webhooks/json-fields";
import type { Db } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";

/** The audit action under which the console records an outgoing credit transfer it sent. */
export const OUTGOING_CREDIT_TRANSFER_ACTION = "account.outgoing_credit_transfer";

export type SentCreditor = { name: string; iban: string | null };

/**
 * Whom each outgoing credit transfer the console sent from this account was for, by
 * transaction id. The provider's transaction list does not name the creditor; the audit entry
 * of the send does. A transfer sent some other way has no entry, and shows without a creditor.
 */
export async function sentCreditors(db: Db, accountId: string): Promise<Map<string, SentCreditor>> {
  const entries = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, OUTGOING_CREDIT_TRANSFER_ACTION),
        eq(auditLog.outcome, "success"),
        eq(auditLog.targetType, "account"),
        eq(auditLog.targetId, accountId),
      ),
    );
  const creditors = new Map<string, SentCreditor>();
  for (const { after } of entries) {
    const transactionId = textOf(fieldOf(after, "transaction_id"));
    const creditor = fieldOf(after, "creditor");
    const name = textOf(fieldOf(creditor, "name"));
    if (transactionId && name) {
      creditors.set(transactionId, { name, iban: textOf(fieldOf(creditor, "iban")) });
    }
  }
  return creditors;
}
