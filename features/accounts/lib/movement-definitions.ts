import "server-only";
import { outgoingCreditTransferRequest, resourceId, transferRequest } from "@/lib/cams";
import { text } from "@/lib/cams/helpers";
import { ActionRefusal, actionDefinition } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { movedAmount, movementIds, ownedMovementIds } from "./credit-or-debit";
import { moveMoney, REFERENCE_ROOM, recordMovement } from "./money-movements";
import { balanceOf, balancesReadBack, customerOwner, ownedAccounts } from "./owned-account";

/** What is left of SEPA's 140 characters of remittance information once the reference is in. */
const REMITTANCE_WORDS_MAX = 140 - REFERENCE_ROOM;

// The transfer and the outgoing credit transfer, defined here rather than in their "use server"
// files so the approvals registry can run them when a four-eyes request is approved.

/**
 * POST /accounts/{id}/transfer/{creditor_account_id}: between two accounts of the same
 * customer, in three provider calls: one customer read for both accounts, the transfer, one
 * read back. Answers both legs' ids (TransferBalanceResponse has no transaction_id) and both
 * balances afterwards, when they can be read back.
 */
export const transferDefinition = actionDefinition({
  name: "account.transfer",
  permission: "accounts.moveMoney",
  kind: "provider",
  schema: transferRequest.safeExtend({ ...movementIds, creditor_account_id: resourceId }),
  fourEyes: { policy: "transfer", amount: movedAmount },
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
    const [debtor, creditor] = await ownedAccounts(owner, account_id, creditor_account_id);
    const legs = await recordMovement(
      db,
      {
        key: idempotency_key,
        kind: "transfer",
        owner,
        accountId: account_id,
        // Both legs carry one description, so without the person's words it names both
        // accounts (the provider's own default, one per leg, gives way to the reference).
        request: {
          ...body,
          description:
            body.description ??
            `Transfer from ${debtor.account_identifier ?? "own account"} to ${creditor.account_identifier ?? "own account"}`,
        },
        actorId: user.id,
      },
      (uniqueId, sent) =>
        camsClient().call("transferBalance", {
          params: { account_id, creditor_account_id },
          body: sent,
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

/**
 * POST /accounts/{id}/outgoing-credit-transfer, or for a corporate's account
 * POST /corporates/accounts/{id}/outgoing-credit-transfer (the same body and rules): a SEPA
 * credit transfer to a creditor at another bank. The funds leave at once; payment.status webhooks then report where the payment is. A
 * reused end_to_end_id is 4090002, on that field. The console's record of the send keeps the
 * creditor, which the provider's transaction list does not name.
 */
export const outgoingCreditTransferDefinition = actionDefinition({
  name: "account.outgoing_credit_transfer",
  permission: "accounts.moveMoney",
  kind: "provider",
  schema: outgoingCreditTransferRequest.safeExtend({
    ...ownedMovementIds,
    // SEPA's 140 characters hold the person's words and the movement's reference (money-movements.ts).
    remittance_information: text
      .max(
        REMITTANCE_WORDS_MAX,
        `Remittance information cannot be longer than ${REMITTANCE_WORDS_MAX} characters: the console adds its reference to it`,
      )
      .optional(),
  }),
  fourEyes: { policy: "outgoing_credit_transfer", amount: movedAmount },
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
      (uniqueId, sent) =>
        owner.kind === "corporate"
          ? camsClient().call("corporateOutgoingCreditTransfer", {
              params: { corporate_account_id: account_id },
              body: sent,
              uniqueId,
            })
          : camsClient().call("outgoingCreditTransfer", {
              params: { account_id },
              body: sent,
              uniqueId,
            }),
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
