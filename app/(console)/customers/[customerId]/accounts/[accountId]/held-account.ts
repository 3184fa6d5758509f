import "server-only";
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
