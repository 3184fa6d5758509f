import "server-only";
import { creditDebitRequest, resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { moveMoney } from "./money-movements";

export const accountIds = { customer_id: resourceId, account_id: resourceId };

/**
 * Credit and debit share one body model and differ only in the provider call. Each answers the
 * transaction id and, when it can be read back, the balance afterwards; the audit entry keeps
 * the balance before too.
 */
export function creditOrDebit(kind: "credit" | "debit") {
  const operation = kind === "credit" ? "creditAccount" : "debitAccount";
  return defineAction({
    name: `account.${kind}`,
    permission: "accounts.moveMoney",
    kind: "provider",
    schema: creditDebitRequest.safeExtend(accountIds),
    async run({ customer_id, account_id, ...body }, { db, user }) {
      const { answer, before, after } = await moveMoney(
        db,
        { kind, customerId: customer_id, accountId: account_id, request: body, actorId: user.id },
        () => camsClient().call(operation, { params: { account_id }, body }),
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
