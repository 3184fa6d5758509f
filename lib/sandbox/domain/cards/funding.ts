import { and, asc, eq } from "drizzle-orm";
import type { CurrencyCode } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import type { Card } from "../../tables/cards";
import { type Account, accounts } from "../../tables/ledger";

/**
 * The account a card spends from in `currency`: its customer's oldest Active account in that
 * currency (sandbox assumption: the card create item has no account since `accounts` was
 * removed from it, so the card follows its customer's accounts). Undefined when there is none:
 * the authorization is declined. Not locked: the ledger locks what it moves.
 */
export async function spendingAccountOf(
  ctx: SandboxContext,
  card: Pick<Card, "customerId">,
  currency: CurrencyCode,
): Promise<Account | undefined> {
  const [account] = await ctx.db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.kind, "customer"),
        eq(accounts.customerId, card.customerId),
        eq(accounts.currency, currency),
        eq(accounts.status, "Active"),
      ),
    )
    .orderBy(asc(accounts.seq))
    .limit(1);
  return account;
}
