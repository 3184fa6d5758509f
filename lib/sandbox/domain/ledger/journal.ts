import { createHash, randomUUID } from "node:crypto";
import { eq, type SQL, sql } from "drizzle-orm";
import { type CurrencyCode, ErrorCode } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import { type AccountUsage, accounts, ledgerEntries } from "../../tables/ledger";

export type Posting = {
  accountId: string;
  amountMinor: number;
  /** Set on an account holder's leg: it lists one more transaction, with these running totals. */
  listed?: { usage: AccountUsage };
};

/**
 * The programme's own money in a currency is spread over this many settlement accounts. Every
 * posting from or to the outside world updates one of them, and holds its row lock until
 * COMMIT: with one row, every posting of the programme queued on it. The settlement balance is
 * the sum of the shards.
 */
export const SETTLEMENT_SHARDS = 16;

/**
 * A settlement shard's id, derived from currency and shard: found without a query, and the
 * same after a reset or a restored state. A UUID of version 8 (custom) from a SHA-256.
 */
export function settlementAccountId(currency: CurrencyCode, shard: number): string {
  const h = createHash("sha256").update(`sandbox settlement ${currency} ${shard}`).digest("hex");
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

// One shard per database transaction: the first movement picks it, later ones reuse it, so a
// transaction never holds two shards' locks (no deadlock the single row did not have).
const shardOfTransaction = new WeakMap<object, number>();

/**
 * The settlement account a movement of `accountId` books against. Picked by the account, so
 * postings on one account (already queued on its own lock) share a shard, and postings on
 * different accounts meet only when they hash alike.
 */
export function settlementFor(
  ctx: SandboxContext,
  currency: CurrencyCode,
  accountId: string,
): string {
  let shard = shardOfTransaction.get(ctx.db);
  if (shard === undefined) {
    shard = settlementShardOf(accountId);
    shardOfTransaction.set(ctx.db, shard);
  }
  return settlementAccountId(currency, shard);
}

/** The shard an account's postings book against (exported for rows seeded past the ledger). */
export function settlementShardOf(accountId: string): number {
  return createHash("sha256").update(accountId).digest().readUInt16BE(0) % SETTLEMENT_SHARDS;
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
  const balances = new Map<string, number>();
  for (const posting of postings) {
    let balance = await moveBalance(ctx, posting);
    if (balance === undefined && !posting.listed) {
      // A settlement shard is made on its first posting, then moved like any account.
      await createSettlement(ctx, posting.accountId, currency);
      balance = await moveBalance(ctx, posting);
    }
    // A settlement shard carries the sum of many customers' money: refused, not rounded, once
    // that sum can no longer be counted exactly (the transaction rolls back).
    if (balance === undefined || !Number.isSafeInteger(balance))
      throw new SandboxError(ErrorCode.BalanceLimitExceeded);
    balances.set(posting.accountId, balance);
  }
  // After the balances: a settlement shard's first posting has just made it.
  await ctx.db.insert(ledgerEntries).values(
    postings.map((p) => ({
      journalId,
      accountId: p.accountId,
      amountMinor: p.amountMinor,
      currency,
      createdAt: ctx.now,
    })),
  );
  return { journalId, balances };
}

async function moveBalance(ctx: SandboxContext, posting: Posting): Promise<number | undefined> {
  const set: Record<string, SQL | AccountUsage> = {
    balanceMinor: sql`${accounts.balanceMinor} + ${posting.amountMinor}`,
  };
  if (posting.listed) {
    set.transactionCount = sql`${accounts.transactionCount} + 1`;
    set.usage = posting.listed.usage;
  }
  const [row] = await ctx.db
    .update(accounts)
    .set(set)
    .where(eq(accounts.id, posting.accountId))
    .returning({ balance: accounts.balanceMinor });
  return row?.balance;
}

async function createSettlement(
  ctx: SandboxContext,
  id: string,
  currency: CurrencyCode,
): Promise<void> {
  await ctx.db
    .insert(accounts)
    .values({ id, kind: "settlement", currency, transactionCount: null, usage: null })
    .onConflictDoNothing();
}
