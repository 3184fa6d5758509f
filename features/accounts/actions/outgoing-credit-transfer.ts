"use server";

import { accountIds } from "@/features/accounts/lib/credit-or-debit";
import { balanceOf, heldAccount } from "@/features/accounts/lib/held-account";
import { OUTGOING_CREDIT_TRANSFER_ACTION } from "@/features/accounts/lib/sent-transfers";
import { outgoingCreditTransferRequest } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/**
 * POST /accounts/{id}/outgoing-credit-transfer: a SEPA credit transfer to a creditor at another
 * bank. The funds leave at once; payment.status webhooks then report where the payment is. A
 * reused end_to_end_id is 4090002, on that field.
 */
export const outgoingCreditTransfer = defineAction({
  name: OUTGOING_CREDIT_TRANSFER_ACTION,
  permission: "accounts.moveMoney",
  kind: "provider",
  schema: outgoingCreditTransferRequest.safeExtend(accountIds),
  async run({ customer_id, account_id, ...body }) {
    const before = await heldAccount(customer_id, account_id);
    const transaction = await camsClient().call("outgoingCreditTransfer", {
      params: { account_id },
      body,
    });
    const after = balanceOf(await heldAccount(customer_id, account_id));
    const sent = {
      transaction_id: transaction.transaction_id,
      payment_status: transaction.payment_status,
    };
    return {
      data: { ...sent, ...after },
      target: { type: "account", id: account_id },
      before: balanceOf(before),
      after: { ...after, ...sent, ...body },
    };
  },
});
