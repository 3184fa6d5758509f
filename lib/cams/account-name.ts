// How an account is named wherever it is shown or linked: what its holder knows it by.

type NamedAccount = {
  account_id: string;
  account_identifier?: string | null;
  currency?: string | null;
};

/** How many characters of the provider's id tell apart accounts that have no identifier yet. */
const ID_TAIL = 6;

/**
 * The account's IBAN or other account identifier, as the provider assigned it. An account
 * without one (none asked for, or not assigned yet) is named by its currency and the end of its
 * id, so two of them can still be told apart, and the whole internal id is never its name.
 */
export function accountDisplayName(account: NamedAccount): string {
  const identifier = account.account_identifier?.trim();
  if (identifier) return identifier;
  const currency = account.currency ? `${account.currency} account` : "Account";
  return `${currency} without IBAN (ref. …${account.account_id.slice(-ID_TAIL)})`;
}
