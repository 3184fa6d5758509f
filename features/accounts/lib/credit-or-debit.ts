import "server-only";
import { z } from "zod";
import { creditDebitRequest, resourceId } from "@/lib/cams";
import { actionDefinition } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { moveMoney } from "./money-movements";

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

/**
 * Credit and debit share one body model and differ only in the provider call. Both take a
 * customer's or a corporate's account: the provider's /accounts/{id}/credit and /debit name no
 * owner. Each answers the transaction id and, when it can be read back, the balance afterwards;
 * the audit entry keeps the balance before too.
 */
function creditOrDebit(kind: "credit" | "debit") {
  const operation = kind === "credit" ? "creditAccount" : "debitAccount";
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
        (uniqueId, sent) =>
          camsClient().call(operation, { params: { account_id }, body: sent, uniqueId }),
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
