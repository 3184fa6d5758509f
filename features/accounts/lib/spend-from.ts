import { formatMoney } from "@/components/ui/format";
import { withinBalance } from "@/lib/cams";
import type { Account } from "./account";

// The money forms' balance rule, apart from lib/account.ts: it builds on lib/cams' zod schemas,
// which only the forms (loaded when opened) need in the browser.

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
