"use server";

import { ownedMovementIds } from "@/features/accounts/lib/credit-or-debit";
import { moveMoney } from "@/features/accounts/lib/money-movements";
import { outgoingCreditTransferRequest } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/**
 * POST /accounts/{id}/outgoing-credit-transfer, or for a corporate's account
 * POST /corporates/accounts/{id}/outgoing-credit-transfer (the same body and rules): a SEPA
 * credit transfer to a creditor at another bank. The funds leave at once; payment.status webhooks then report where the payment is. A
 * reused end_to_end_id is 4090002, on that field. The console's record of the send keeps the
 * creditor, which the provider's transaction list does not name.
 */
export const sendOutgoingCreditTransfer = defineAction({
  name: "account.outgoing_credit_transfer",
  permission: "accounts.moveMoney",
  kind: "provider",
  schema: outgoingCreditTransferRequest.safeExtend(ownedMovementIds),
  async run({ owner, account_id, idempotency_key, ...body }, { db, user }) {
    const { answer, before, after } = await moveMoney(
      db,
      {
        key: idempotency_key,
        kind: "outgoing_credit_transfer",
        owner,
        accountId: account_id,
        request: body,
        actorId: user.id,
      },
      (uniqueId) =>
        owner.kind === "corporate"
          ? camsClient().call("corporateOutgoingCreditTransfer", {
              params: { corporate_account_id: account_id },
              body,
              uniqueId,
            })
          : camsClient().call("outgoingCreditTransfer", { params: { account_id }, body, uniqueId }),
    );
    const sent = { transaction_id: answer.transaction_id, payment_status: answer.payment_status };
    return {
      data: { ...sent, ...after },
      target: { type: "account", id: account_id },
      before,
      after: { ...after, ...sent, ...body },
    };
  },
});
