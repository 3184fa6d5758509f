import "server-only";
import { ErrorCode } from "@/lib/cams";
import { CamsError } from "@/lib/cams/client";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/**
 * The customer's account, read fresh from the provider. Money moves only on an account the
 * customer holds: an id pasted from elsewhere is refused before anything is sent.
 */
export async function heldAccount(customerId: string, accountId: string) {
  const customer = await camsClient().call("getCustomer", { params: { customer_id: customerId } });
  const account = customer.accounts?.find((a) => a.account_id === accountId);
  if (!account) {
    throw new ActionRefusal(
      "NOT_THE_CUSTOMERS_ACCOUNT",
      `Account ${accountId} does not belong to this customer.`,
    );
  }
  return account;
}

/** The balance as an audit entry and a result show it: amount and currency together. */
export function balanceOf(account: { balance?: number; currency: string }) {
  return { balance: account.balance ?? null, currency: account.currency };
}

/**
 * The balance read back after the provider accepted a movement. Best-effort: the money has
 * moved whatever this read says, so a failed read gives a null balance (the form then says it
 * could not be read back) instead of turning a done movement into an error.
 */
export async function balanceReadBack(
  customerId: string,
  account: { account_id: string; currency: string },
) {
  try {
    return balanceOf(await heldAccount(customerId, account.account_id));
  } catch (error) {
    console.warn(`[accounts] balance of ${account.account_id} not read back`, error);
    return { balance: null, currency: account.currency };
  }
}

/**
 * The account's outgoing SEPA credit transfer, read fresh from the provider. Only that can be
 * settled or rejected from the account's page: a transaction id of another account, or of a
 * payment that is not an outgoing transfer (a debit coded SepaOutgoingPayment has no
 * payment_status), is refused before the simulation is asked.
 */
export async function outgoingTransferOf(accountId: string, transactionId: string) {
  const refusal = new ActionRefusal(
    "NOT_THE_ACCOUNTS_TRANSFER",
    `Transaction ${transactionId} is not an outgoing transfer of account ${accountId}.`,
  );
  const transaction = await camsClient()
    .call("getAccountTransaction", {
      params: { account_id: accountId, transaction_id: transactionId },
    })
    .catch((error) => {
      throw error instanceof CamsError && error.code === ErrorCode.DataNotFound ? refusal : error;
    });
  const outgoing =
    transaction.processing_code_type === "SepaOutgoingPayment" && transaction.payment_status;
  // A provider that answered another account's transaction would say so in account_id.
  const onThisAccount = (transaction.account_id ?? accountId) === accountId;
  if (!outgoing || !onThisAccount) throw refusal;
  return transaction;
}
