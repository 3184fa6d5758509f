import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { type CurrencyCode, ErrorCode } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import { accounts, ledgerEntries } from "../../tables/ledger";

export type Posting = { accountId: string; amountMinor: number };

/** The programme's own account in a currency: the other side of money entering or leaving. */
export async function settlementAccountId(
  ctx: SandboxContext,
  currency: CurrencyCode,
): Promise<string> {
  await ctx.db.insert(accounts).values({ kind: "settlement", currency }).onConflictDoNothing();
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.kind, "settlement"), eq(accounts.currency, currency)));
  return row!.id;
}

/**
 * Posts one balanced journal: the entries and the balances move together, in the caller's
 * transaction, or not at all. Returns each account's balance after the posting.
 */
export async function postJournal(
  ctx: SandboxContext,
  currency: CurrencyCode,
  postings: Posting[],
): Promise<{ journalId: string; balances: Map<string, number> }> {
  const total = postings.reduce((sum, p) => sum + p.amountMinor, 0);
  if (total !== 0 || postings.some((p) => !Number.isSafeInteger(p.amountMinor))) {
    throw new Error(`unbalanced journal: ${JSON.stringify(postings)}`);
  }
  const journalId = randomUUID();
  await ctx.db.insert(ledgerEntries).values(
    postings.map((p) => ({
      journalId,
      accountId: p.accountId,
      amountMinor: p.amountMinor,
      currency,
      createdAt: ctx.now,
    })),
  );
  const balances = new Map<string, number>();
  for (const posting of postings) {
    const [row] = await ctx.db
      .update(accounts)
      .set({ balanceMinor: sql`${accounts.balanceMinor} + ${posting.amountMinor}` })
      .where(eq(accounts.id, posting.accountId))
      .returning({ balance: accounts.balanceMinor });
    // The programme's settlement account carries the sum of every customer's money: refused,
    // not rounded, once that sum can no longer be counted exactly (the transaction rolls back).
    if (!Number.isSafeInteger(row!.balance)) throw new SandboxError(ErrorCode.BalanceLimitExceeded);
    balances.set(posting.accountId, row!.balance);
  }
  return { journalId, balances };
}
