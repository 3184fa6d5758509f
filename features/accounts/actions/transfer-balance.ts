"use server";

import { accountIds } from "@/features/accounts/lib/credit-or-debit";
import { balanceOf, heldAccount } from "@/features/accounts/lib/held-account";
import { resourceId, transferRequest } from "@/lib/cams";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/**
 * POST /accounts/{id}/transfer/{creditor_account_id}: between two accounts of the same
 * customer. Answers both legs' ids (TransferBalanceResponse has no transaction_id) and both
 * balances afterwards.
 */
export const transferBalance = defineAction({
  name: "account.transfer",
  permission: "accounts.moveMoney",
  kind: "provider",
  schema: transferRequest.safeExtend({ ...accountIds, creditor_account_id: resourceId }),
  async run({ customer_id, account_id, creditor_account_id, ...body }) {
    if (creditor_account_id === account_id) {
      throw new ActionRefusal("SAME_ACCOUNT", "Choose another account to transfer to.", {
        creditor_account_id: "Choose another account than the one the money leaves",
      });
    }
    const [debtor, creditor] = await Promise.all([
      heldAccount(customer_id, account_id),
      heldAccount(customer_id, creditor_account_id),
    ]);
    const legs = await camsClient().call("transferBalance", {
      params: { account_id, creditor_account_id },
      body,
    });
    const [debtorAfter, creditorAfter] = await Promise.all([
      heldAccount(customer_id, account_id),
      heldAccount(customer_id, creditor_account_id),
    ]);
    const after = { debtor: balanceOf(debtorAfter), creditor: balanceOf(creditorAfter) };
    return {
      data: { ...legs, ...after },
      target: { type: "account", id: account_id },
      before: { debtor: balanceOf(debtor), creditor: balanceOf(creditor) },
      after: { ...after, ...legs, creditor_account_id, ...body },
    };
  },
});
