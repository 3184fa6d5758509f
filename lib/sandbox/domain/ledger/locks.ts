import { and, eq, sql } from "drizzle-orm";
import { type CurrencyCode, ErrorCode } from "@/lib/cams";
import { queryRows, rowFromJson } from "@/lib/db/client";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import type { Customer } from "../../tables/customers";
import { type Account, accounts } from "../../tables/ledger";
import type { ProgrammeLimits } from "../../tables/programme";
import type { HolderKind } from "../accounts/load";
import { assertCustomerActive } from "../customers/status";
import { dataNotFound, isUuid } from "../ids";

/** What a movement holds locked until it commits, read under the lock. */
type MovementLocks = {
  /** In the order their ids were asked for. */
  accounts: Account[];
  /** The programme's limits as they stand while the accounts are locked. */
  limits: ProgrammeLimits | null;
};

type Locked = {
  customer_statuses: Customer["status"][];
  accounts: Record<string, unknown>[];
  limits: ProgrammeLimits | null;
};

/**
 * Locks the accounts a money movement touches, and the customers owning them, always in the
 * same order (customers, then accounts, each by id) so that concurrent transfers between the
 * same accounts wait for each other instead of deadlocking. Refuses an account that is not of
 * the kind the path names (404 / 4040001), a customer that is not active, or an account that
 * is not active (4220003). Balances read after this are the ones the posting will change.
 *
 * One round trip (drizzle/0057's `lock_movement_accounts`): a movement's locks are held until
 * it commits, so every round trip saved here shortens the queue on a busy account.
 */
export async function lockAccounts(
  ctx: SandboxContext,
  given: string[],
  kinds: readonly HolderKind[],
): Promise<MovementLocks> {
  if (!given.every(isUuid)) throw dataNotFound();
  // A path's id may come in capitals; the database's uuids come back in small letters.
  const ids = given.map((id) => id.toLowerCase());
  const [row] = await queryRows<{ locked: Locked | null }>(
    ctx.db,
    sql`select sandbox.lock_movement_accounts(${`{${ids.join(",")}}`}::uuid[], ${`{${kinds.join(",")}}`}::text[]) as locked`,
  );
  const locked = row?.locked;
  if (!locked) throw dataNotFound();
  // By customer id, as they were locked: the first one on hold is the refusal.
  for (const status of locked.customer_statuses) assertCustomerActive({ status });
  const found = locked.accounts.map((json) => rowFromJson(accounts, json));
  for (const account of found) {
    if (account.status !== "Active") throw new SandboxError(ErrorCode.AccountMustBeActive);
  }
  return { accounts: ids.map((id) => found.find((a) => a.id === id)!), limits: locked.limits };
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
