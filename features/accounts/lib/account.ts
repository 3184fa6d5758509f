import type { z } from "zod";
import { formatMoney } from "@/components/ui/format";
import {
  accountDisplayName,
  type accountResponse,
  currencyCode,
  fromMinorUnits,
  toMinorUnits,
  withinBalance,
} from "@/lib/cams";
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

/** "More than the available balance of €120.00": the amount field's refusal, in the form and from the provider. */
function overBalanceMessage(account: Pick<Account, "balance" | "currency">): string {
  return `More than the available balance of ${formatMoney(account.balance, account.currency)}`;
}

/** The provider's 4225064 on the amount field: the balance it judged by may be newer than the page's. */
export const PROVIDER_FOUND_TOO_LITTLE =
  "More than the available balance: the provider found too little money in the account";

/**
 * A form for money leaving the account: its schema also refuses, on the amount field, more than
 * the balance (lib/cams' rule), so it is said before sending. The provider still checks.
 */
export function spendFrom<S extends Parameters<typeof withinBalance>[0]>(
  schema: S,
  account: Account,
) {
  return withinBalance(schema, account, overBalanceMessage(account));
}

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
  const currency = currencyCode.safeParse(account.currency);
  if (account.balance === undefined || !currency.success) return null;
  try {
    const minor =
      toMinorUnits(account.balance, currency.data) + sign * toMinorUnits(amount, currency.data);
    return fromMinorUnits(minor, currency.data);
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
