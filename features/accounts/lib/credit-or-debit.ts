import "server-only";
import { creditDebitRequest, resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { balanceOf, heldAccount } from "./held-account";

export const accountIds = { customer_id: resourceId, account_id: resourceId };

/**
 * Credit and debit share one body model and differ only in the provider call. Each answers the
 * transaction id and the balance read back from the provider afterwards; the audit entry keeps
 * the balance before too.
 */
export function creditOrDebit(name: string, operation: "creditAccount" | "debitAccount") {
  return defineAction({
    name,
    permission: "accounts.moveMoney",
    kind: "provider",
    schema: creditDebitRequest.safeExtend(accountIds),
    async run({ customer_id, account_id, ...body }) {
      const before = await heldAccount(customer_id, account_id);
      const transaction = await camsClient().call(operation, { params: { account_id }, body });
      const after = balanceOf(await heldAccount(customer_id, account_id));
      return {
        data: { transaction_id: transaction.transaction_id, ...after },
        target: { type: "account", id: account_id },
        before: balanceOf(before),
        after: { ...after, transaction_id: transaction.transaction_id, ...body },
      };
    },
  });
}
