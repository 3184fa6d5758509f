import "server-only";
import { creditDebitRequest, resourceId } from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import { actionDefinition, isActionRefusal } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import type { Db } from "@/lib/db";
import { type Movement, moveMoney, recordMovement, sendAgainUnderItsKey } from "./money-movements";
import { IN_DOUBT, NOT_MADE } from "./movement-codes";

export const accountIds = { customer_id: resourceId, account_id: resourceId };

/**
 * The idempotency key the form made when it opened (one per intent; a retry of the same intent
 * sends the same key).
 */
const idempotencyKey = {
  idempotency_key: z.uuid("This form has expired: reload the page and fill it in again."),
};

/** What a customer-only money action is given besides its body: whose account, and the key. */
export const movementIds = { ...accountIds, ...idempotencyKey };

/** What a money body moves, for a four-eyes policy with a threshold. */
export const movedAmount = ({ amount, currency }: { amount: number; currency: string }) => ({
  amount,
  currency,
});

/** Whose account: a customer's or a corporate's. */
const accountOwner = z.strictObject({
  kind: z.enum(["customer", "corporate"]),
  id: resourceId,
});

/**
 * What a money action that works on customer and corporate accounts alike (credit, debit,
 * outgoing credit transfer) is given besides its body.
 */
export const ownedMovementIds = { owner: accountOwner, account_id: resourceId, ...idempotencyKey };

type CreditDebitBody = Omit<z.output<typeof creditDebitRequest>, "fee_amount">;

/** The provider call of a credit or a debit, under the movement's key (X-Unique-Id). */
const sendTo =
  (kind: "credit" | "debit", account_id: string) => (uniqueId: string, body: CreditDebitBody) =>
    camsClient().call(kind === "credit" ? "creditAccount" : "debitAccount", {
      params: { account_id },
      body,
      uniqueId,
    });

/**
 * A credit or debit sent exactly once under its key, with its record (recordMovement), for a
 * caller that has checked the account itself and resumes on its own: a bulk money row, checked
 * by its batch's dry run. One whose outcome is not known (its server died mid-send, or no answer
 * came), or that was proven not made, is sent again under the same key (sendAgainUnderItsKey). Answers the transaction id, or
 * null when whether it happened is still not known (checkMovement finds out).
 */
export async function sendCreditOrDebit(
  db: Db,
  movement: Movement<CreditDebitBody> & { kind: "credit" | "debit" },
): Promise<{ transactionId: string | null } | null> {
  const send = sendTo(movement.kind, movement.accountId);
  try {
    const answer = await recordMovement(db, movement, send, (a) => a.transaction_id);
    return { transactionId: answer.transaction_id };
  } catch (error) {
    // Not known, or proven not made by an earlier look: its key is sent again.
    if (!isActionRefusal(error) || (error.code !== IN_DOUBT && error.code !== NOT_MADE))
      throw error;
    return sendAgainUnderItsKey(db, movement.key, send);
  }
}

/**
 * Credit and debit share one body model and differ only in the provider call. Both take a
 * customer's or a corporate's account: the provider's /accounts/{id}/credit and /debit name no
 * owner. Each answers the transaction id and, when it can be read back, the balance afterwards;
 * the audit entry keeps the balance before too.
 */
function creditOrDebit(kind: "credit" | "debit") {
  return actionDefinition({
    name: `account.${kind}`,
    permission: "accounts.moveMoney",
    kind: "provider",
    schema: creditDebitRequest.safeExtend(ownedMovementIds),
    fourEyes: { policy: kind, amount: movedAmount },
    async run({ owner, account_id, idempotency_key, ...body }, { db, user }) {
      const { answer, before, after } = await moveMoney(
        db,
        {
          key: idempotency_key,
          kind,
          owner,
          accountId: account_id,
          request: body,
          actorId: user.id,
        },
        sendTo(kind, account_id),
      );
      return {
        data: { transaction_id: answer.transaction_id, ...after },
        target: { type: "account", id: account_id },
        before,
        after: { ...after, transaction_id: answer.transaction_id, ...body },
      };
    },
  });
}

export const creditDefinition = creditOrDebit("credit");
export const debitDefinition = creditOrDebit("debit");
