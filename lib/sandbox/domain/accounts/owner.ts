import { and, eq, ne, type SQL } from "drizzle-orm";
import { accounts } from "../../tables/ledger";

/** Who holds an account: a customer, or (a sandbox assumption) a corporate. */
export type AccountOwner =
  | { kind: "customer"; customerId: string }
  | { kind: "corporate"; corporateId: string };

/** The owner as the accounts table stores it. */
export function ownerColumns(owner: AccountOwner) {
  return owner.kind === "customer"
    ? { kind: owner.kind, customerId: owner.customerId }
    : { kind: owner.kind, corporateId: owner.corporateId };
}

/** The owner's accounts that still count: a Closed account no longer takes up a place. */
export function openAccountsOf(owner: AccountOwner): SQL {
  const owned =
    owner.kind === "customer"
      ? and(eq(accounts.kind, "customer"), eq(accounts.customerId, owner.customerId))
      : and(eq(accounts.kind, "corporate"), eq(accounts.corporateId, owner.corporateId));
  return and(owned, ne(accounts.status, "Closed")) as SQL;
}
