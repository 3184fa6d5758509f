import { and, eq, inArray, sql } from "drizzle-orm";
import { type CurrencyCode, ErrorCode } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import { type Account, accounts } from "../../tables/ledger";
import type { HolderKind } from "../accounts/load";
import { lockActiveCustomer } from "../customers/load";
import { dataNotFound, isUuid } from "../ids";

/**
 * Locks the accounts a money movement touches, and the customers owning them, always in the
 * same order (customers, then accounts, each by id) so that concurrent transfers between the
 * same accounts wait for each other instead of deadlocking. Refuses an account that is not of
 * the kind the path names (404 / 4040001), a customer that is not active, or an account that
 * is not active (4220003). Balances read after this are the ones the posting will change.
 */
export async function lockAccounts(
  ctx: SandboxContext,
  ids: string[],
  kinds: readonly HolderKind[],
): Promise<Account[]> {
  if (!ids.every(isUuid)) throw dataNotFound();
  const found = await ctx.db
    .select()
    .from(accounts)
    .where(and(inArray(accounts.id, ids), inArray(accounts.kind, [...kinds])));
  if (found.length !== new Set(ids).size) throw dataNotFound();

  const customerIds = [
    ...new Set(found.map((a) => a.customerId).filter((id): id is string => id !== null)),
  ].sort();
  for (const customerId of customerIds) await lockActiveCustomer(ctx, customerId);

  const locked = await ctx.db
    .select()
    .from(accounts)
    .where(inArray(accounts.id, ids))
    .orderBy(accounts.id)
    .for("update");
  for (const account of locked) {
    if (account.status !== "Active") throw new SandboxError(ErrorCode.AccountMustBeActive);
  }
  return ids.map((id) => locked.find((a) => a.id === id)!);
}

/** Money moves in the account's own currency; nothing is converted. */
export function assertAccountCurrency(
  account: Account,
  currency: CurrencyCode,
  field = "currency",
) {
  if (account.currency !== currency) {
    throw new SandboxError(ErrorCode.GivenDataInvalid, {
      [field]: [`The account holds ${account.currency}; this movement is in ${currency}`],
    });
  }
}

/** The sum of a customer's balances in one currency, for the total-balance cap (4225032). */
export async function customerBalanceMinor(
  ctx: SandboxContext,
  customerId: string,
  currency: CurrencyCode,
) {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${accounts.balanceMinor}), 0)` })
    .from(accounts)
    .where(and(eq(accounts.customerId, customerId), eq(accounts.currency, currency)));
  return Number(row?.total ?? 0);
}
