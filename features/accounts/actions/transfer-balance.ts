"use server";

import { movementIds } from "@/features/accounts/lib/credit-or-debit";
import {
  balanceOf,
  balancesReadBack,
  customerOwner,
  heldAccounts,
} from "@/features/accounts/lib/held-account";
import { recordMovement } from "@/features/accounts/lib/money-movements";
import { resourceId, transferRequest } from "@/lib/cams";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/**
 * POST /accounts/{id}/transfer/{creditor_account_id}: between two accounts of the same
 * customer, in three provider calls: one customer read for both accounts, the transfer, one
 * read back. Answers both legs' ids (TransferBalanceResponse has no transaction_id) and both
 * balances afterwards, when they can be read back.
 */
export const transferBalance = defineAction({
  name: "account.transfer",
  permission: "accounts.moveMoney",
  kind: "provider",
  schema: transferRequest.safeExtend({ ...movementIds, creditor_account_id: resourceId }),
  async run(
    { customer_id, account_id, creditor_account_id, idempotency_key, ...body },
    { db, user },
  ) {
    if (creditor_account_id === account_id) {
      throw new ActionRefusal("SAME_ACCOUNT", "Choose another account to transfer to.", {
        creditor_account_id: "Choose another account than the one the money leaves",
      });
    }
    const owner = customerOwner(customer_id);
    const [debtor, creditor] = await heldAccounts(owner, account_id, creditor_account_id);
    const legs = await recordMovement(
      db,
      {
        key: idempotency_key,
        kind: "transfer",
        owner,
        accountId: account_id,
        request: { ...body, creditor_account_id },
        actorId: user.id,
      },
      (uniqueId) =>
        camsClient().call("transferBalance", {
          params: { account_id, creditor_account_id },
          body,
          uniqueId,
        }),
      (answer) => answer.debit_transaction_id,
    );
    const [debtorAfter, creditorAfter] = await balancesReadBack(owner, debtor, creditor);
    const after = { debtor: debtorAfter, creditor: creditorAfter };
    return {
      data: { ...legs, ...after },
      target: { type: "account", id: account_id },
      before: { debtor: balanceOf(debtor), creditor: balanceOf(creditor) },
      after: { ...after, ...legs, creditor_account_id, ...body },
    };
  },
});
