import "server-only";
import { ErrorCode } from "@/lib/cams";
import { isCamsError } from "@/lib/cams/client";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import type { AccountOwner } from "./account";

/** The owner's accounts as the provider lists them now, in one read of the customer or corporate. */
async function accountsOf(owner: AccountOwner) {
  const client = camsClient();
  const read =
    owner.kind === "customer"
      ? await client.call("getCustomer", { params: { customer_id: owner.id } })
      : await client.call("getCorporate", { params: { corporate_id: owner.id } });
  return read.accounts ?? [];
}

/** A customer as an account owner, for the operations only a customer's accounts have. */
export const customerOwner = (id: string): AccountOwner => ({ kind: "customer", id });

/**
 * The owner's accounts, read fresh from the provider in one read of the customer or corporate.
 * Money moves only on an account the owner holds: an id pasted from elsewhere is refused before
 * anything is sent.
 */
export async function ownedAccounts<const Ids extends readonly string[]>(
  owner: AccountOwner,
  ...accountIds: Ids
) {
  const accounts = await accountsOf(owner);
  type Account = (typeof accounts)[number];
  return accountIds.map((accountId) => {
    const account = accounts.find((a) => a.account_id === accountId);
    if (!account) {
      throw owner.kind === "customer"
        ? new ActionRefusal(
            "NOT_THE_CUSTOMERS_ACCOUNT",
            `Account ${accountId} does not belong to this customer.`,
          )
        : new ActionRefusal(
            "NOT_THE_CORPORATES_ACCOUNT",
            `Account ${accountId} does not belong to this corporate.`,
          );
    }
    return account;
  }) as { [K in keyof Ids]: Account };
}

/** The owner's account, as ownedAccounts reads it. */
export async function ownedAccount(owner: AccountOwner, accountId: string) {
  const [account] = await ownedAccounts(owner, accountId);
  return account;
}

/** The balance as an audit entry and a result show it: amount and currency together. */
export function balanceOf(account: { balance?: number; currency: string }) {
  return { balance: account.balance ?? null, currency: account.currency };
}

/**
 * The balances read back, in one read of the owner, after the provider accepted a movement.
 * Best-effort: the money has moved whatever this read says, so a failed read gives null
 * balances (the form then says they could not be read back) instead of turning a done movement
 * into an error.
 */
export async function balancesReadBack<
  const Accounts extends readonly { account_id: string; currency: string }[],
>(owner: AccountOwner, ...accounts: Accounts) {
  type Balances = { [K in keyof Accounts]: ReturnType<typeof balanceOf> };
  try {
    const read = await ownedAccounts(owner, ...accounts.map((a) => a.account_id));
    return read.map(balanceOf) as Balances;
  } catch (error) {
    console.warn(`[accounts] balances of ${owner.kind} ${owner.id} not read back`, error);
    return accounts.map((a) => ({ balance: null, currency: a.currency })) as Balances;
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
      throw isCamsError(error) && error.code === ErrorCode.DataNotFound ? refusal : error;
    });
  const outgoing =
    transaction.processing_code_type === "SepaOutgoingPayment" && transaction.payment_status;
  // A provider that answered another account's transaction would say so in account_id.
  const onThisAccount = (transaction.account_id ?? accountId) === accountId;
  if (!outgoing || !onThisAccount) throw refusal;
  return transaction;
}
