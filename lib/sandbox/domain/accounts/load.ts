import { and, eq } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import { type Account, accounts } from "../../tables/ledger";
import { dataNotFound, isUuid } from "../ids";

export type HolderKind = "customer" | "corporate";

/**
 * The account the path names, or 404 / 4040001. Customer paths (/accounts/...) and corporate
 * paths (/corporate/accounts/...) each see only their own kind: an id of the other kind, like a
 * settlement account's, names nothing there.
 */
export async function findAccount(
  ctx: SandboxContext,
  id: string,
  kind: HolderKind,
): Promise<Account> {
  if (!isUuid(id)) throw dataNotFound();
  const [account] = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.kind, kind)));
  if (!account) throw dataNotFound();
  return account;
}
