import { count, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { listQuery } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { type Account, accounts, transactions } from "../../tables/ledger";
import { transactionView } from "../ledger/views";
import { readPage } from "../paging";

export type PageQuery = z.output<typeof listQuery>;

/** Whose transactions a list shows: one account's, or (Sandbox III) one card's, across accounts. */
type TransactionFilter = { account: Account } | { cardId: string };

/**
 * A page of transactions, newest first (created_at, then seq for rows of the same instant),
 * as the interface answers lists. Declined rows are listed too, with their status: a provider
 * shows declined card authorizations. GET /cards/{card_id}/transactions passes `{ cardId }`
 * once it has checked the card exists.
 *
 * total_count of an account is its transaction counter, kept in each posting's transaction
 * (docs/performance.md); a card's rows are counted, through the card's index.
 */
export async function listTransactions(
  ctx: SandboxContext,
  filter: TransactionFilter,
  page: PageQuery,
) {
  const where =
    "account" in filter
      ? eq(transactions.accountId, filter.account.id)
      : eq(transactions.cardId, filter.cardId);
  const total = await countTransactions(ctx, filter, where);
  const rows = await readPage({
    db: ctx.db,
    table: transactions,
    keys: { createdAt: transactions.createdAt, seq: transactions.seq },
    where,
    exactTotal: total,
    pageNumber: page.page_number,
    pageSize: page.page_size,
    rows: (where, order, limit) =>
      ctx.db
        .select({ row: transactions, accountCurrency: accounts.currency })
        .from(transactions)
        // Each row shows its own account's currency: a card's rows may span accounts.
        .innerJoin(accounts, eq(accounts.id, transactions.accountId))
        .where(where)
        .orderBy(...order)
        .limit(limit),
  });
  return {
    page_number: page.page_number,
    page_size: page.page_size,
    total_count: total,
    transactions: rows.map(({ row, accountCurrency }) => transactionView(row, accountCurrency)),
  };
}

async function countTransactions(
  ctx: SandboxContext,
  filter: TransactionFilter,
  where: SQL,
): Promise<number> {
  // Null when a state saved before the counter existed was restored: counted the slow way.
  if ("account" in filter && filter.account.transactionCount !== null) {
    return filter.account.transactionCount;
  }
  const [counted] = await ctx.db.select({ total: count() }).from(transactions).where(where);
  return counted?.total ?? 0;
}
