import type { z } from "zod";
import { formatMoney } from "@/components/ui/format";
import type { accountResponse } from "@/lib/cams";
// The zod-free modules, not lib/cams' index: the account page reads this module in the browser
// (outgoing transfers, the summary), and a schema module would bring zod to it (30 kB gzip).
import { accountDisplayName } from "@/lib/cams/account-name";
import { isCurrency } from "@/lib/cams/currency-codes";
import { fromMinorUnits, toMinorUnits } from "@/lib/cams/minor-units";
import type { PoliciesInForce } from "@/lib/console/approvals/hold-notice";

export type Account = Pick<
  z.output<typeof accountResponse>,
  | "account_id"
  | "currency"
  | "balance"
  | "status"
  | "account_identifier"
  | "account_identifier_status"
>;

/** Whose account it is: a customer's or a corporate's. Money moves the same way on both. */
export type AccountOwner = { kind: "customer" | "corporate"; id: string };

/**
 * What every money form is given: whose account, the account itself, and the four-eyes
 * policies in force, so its confirmation says when the action will wait for approval.
 */
export type MoneyFormProps = { owner: AccountOwner; account: Account; policies?: PoliciesInForce };

/** "DE89… (EUR), balance €12.50": an account as a confirmation or a picker names it. */
export function accountWithBalance(account: Account): string {
  return `${accountDisplayName(account)} (${account.currency}), balance ${formatMoney(account.balance, account.currency)}`;
}

/** "DE89 3704 0044 0532 0130 00": an IBAN in groups of four, as people read it out. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * The balance a movement would leave, computed in minor units (never by adding floats), or null
 * when the balance or the currency is unknown or the balance is not exact in the currency. Negative means the provider will refuse it.
 */
export function balanceAfter(account: Account, amount: number, sign: 1 | -1): number | null {
  const currency = account.currency;
  if (account.balance === undefined || !isCurrency(currency)) return null;
  try {
    const minor = toMinorUnits(account.balance, currency) + sign * toMinorUnits(amount, currency);
    return fromMinorUnits(minor, currency);
  } catch (error) {
    // A balance finer than the currency allows is the provider's problem, not a reason to crash
    // the form: the preview says the balance after is unknown.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The "Balance after" line of a confirmation, and the warning when there is not enough money. */
export function expectedBalance(account: Account, amount: number, sign: 1 | -1) {
  const after = balanceAfter(account, amount, sign);
  const short = after !== null && after < 0;
  return {
    value: short ? "Not enough money" : formatMoney(after, account.currency),
    warning: short
      ? `This is more than the balance of ${formatMoney(account.balance, account.currency)}: the provider will refuse it (4225064, insufficient funds).`
      : null,
  };
}
