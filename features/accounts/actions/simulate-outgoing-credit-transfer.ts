"use server";

import { accountIds } from "@/features/accounts/lib/credit-or-debit";
import {
  customerOwner,
  outgoingTransferOf,
  ownedAccount,
} from "@/features/accounts/lib/owned-account";
import { resourceId, simulateOutgoingCreditTransferRequest } from "@/lib/cams";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { onSandbox } from "@/lib/console/on-sandbox";

/**
 * Sandbox only: the payment network settles (ACSC) or rejects (RJCT with a reason) an outgoing
 * credit transfer, and the sandbox sends the payment.status webhook a real provider would. The
 * transfer must be the account's and the account the customer's.
 */
export const simulateOutgoingCreditTransfer = defineAction({
  name: "account.simulate_outgoing_credit_transfer",
  permission: "accounts.moveMoney",
  kind: "provider",
  schema: simulateOutgoingCreditTransferRequest.safeExtend({
    ...accountIds,
    transaction_id: resourceId,
  }),
  async run({ customer_id, account_id, transaction_id, ...body }) {
    // A real provider has no simulate endpoints; refuse here rather than send a doomed call.
    if (!onSandbox()) {
      throw new ActionRefusal("NOT_SANDBOX", "Simulations run on the sandbox only.");
    }
    await ownedAccount(customerOwner(customer_id), account_id);
    await outgoingTransferOf(account_id, transaction_id);
    const transfer = await camsClient().call("simulateOutgoingCreditTransfer", {
      params: { transaction_id },
      body,
    });
    return {
      data: { payment_status: transfer.payment_status ?? body.payment_status },
      target: { type: "transaction", id: transaction_id },
      after: { account_id, ...body },
    };
  },
});
