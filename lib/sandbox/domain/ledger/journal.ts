import { createHash, randomUUID } from "node:crypto";
import { getTableColumns, sql } from "drizzle-orm";
import { type CurrencyCode, ErrorCode } from "@/lib/cams";
import { queryRows, rowFromJson } from "@/lib/db/client";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import {
  type AccountUsage,
  type NewTransaction,
  type Transaction,
  transactions,
} from "../../tables/ledger";

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
 * A holder's transaction as a posting records it: the columns `post_journal` takes (the journal
 * fills in its id, currency, date and the balance after).
 */
export type TransactionRow = Pick<
  NewTransaction,
  | "accountId"
  | "direction"
  | "amountMinor"
  | "processingCodeType"
  | "transactionCode"
  | "description"
  | "endToEndId"
  | "paymentStatus"
  | "postingResponseCode"
  | "cardId"
  | "cardholderId"
  | "cardAcceptorId"
  | "counterparty"
>;

/**
 * Posts one balanced journal: the balances, the entries and the holders' transactions move
 * together, in the caller's transaction, or not at all. One round trip (drizzle/0057's
 * `post_journal`). Returns the holders' transactions.
 */
export async function postJournal(
  ctx: SandboxContext,
  currency: CurrencyCode,
  postings: Posting[],
  rows: TransactionRow[],
): Promise<Transaction[]> {
  const total = postings.reduce((sum, p) => sum + p.amountMinor, 0);
  if (total !== 0 || postings.some((p) => !Number.isSafeInteger(p.amountMinor))) {
    throw new Error(`unbalanced journal: ${JSON.stringify(postings)}`);
  }
  const journal = postings.map((p) => ({
    account_id: p.accountId,
    amount_minor: p.amountMinor,
    ...(p.listed ? { usage: p.listed.usage } : {}),
  }));
  const [row] = await queryRows<{ posted: Posted }>(
    ctx.db,
    sql`select sandbox.post_journal(${randomUUID()}::uuid, ${currency}, ${ctx.now.toISOString()}::timestamptz, ${JSON.stringify(journal)}::jsonb, ${JSON.stringify(rows.map(columnsOf))}::jsonb) as posted`,
  );
  const posted = row!.posted;
  // A settlement shard carries the sum of many customers' money: refused, not rounded, once
  // that sum can no longer be counted exactly (the caller's transaction rolls back). A holder's
  // account that was not there (never, once locked) moved nothing: refused the same way.
  const countable = (balance: string | null | undefined) =>
    typeof balance === "string" && Number.isSafeInteger(Number(balance));
  if (!postings.every((p) => countable(posted.balances[p.accountId])))
    throw new SandboxError(ErrorCode.BalanceLimitExceeded);
  return (posted.transactions ?? []).map((json) => rowFromJson(transactions, json));
}

type Posted = {
  balances: Record<string, string | null>;
  transactions: Record<string, unknown>[] | null;
};

/** A row's fields under their column names, nulls left out (the function reads absent as null). */
function columnsOf(row: TransactionRow): Record<string, unknown> {
  const columns = getTableColumns(transactions);
  return Object.fromEntries(
    Object.entries(row)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([field, value]) => [columns[field as keyof typeof columns].name, value]),
  );
}
