import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { listQuery } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { accounts, transactions } from "../../tables/ledger";
import { transactionView } from "../ledger/views";

export type PageQuery = z.output<typeof listQuery>;

/** Whose transactions a list shows: one account's, or (Sandbox III) one card's, across accounts. */
export type TransactionFilter = { accountId: string } | { cardId: string };

/**
 * A page of transactions, newest first (created_at, then seq for rows of the same instant),
 * as the interface answers lists. Declined rows are listed too, with their status: a provider
 * shows declined card authorizations. GET /cards/{card_id}/transactions passes `{ cardId }`
 * once it has checked the card exists.
 */
export async function listTransactions(
  ctx: SandboxContext,
  filter: TransactionFilter,
  page: PageQuery,
) {
  const where =
    "accountId" in filter
      ? eq(transactions.accountId, filter.accountId)
      : eq(transactions.cardId, filter.cardId);
  const [counted] = await ctx.db.select({ total: count() }).from(transactions).where(where);
  const rows = await ctx.db
    .select({ row: transactions, accountCurrency: accounts.currency })
    .from(transactions)
    // Each row shows its own account's currency: a card's rows may span accounts.
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.seq))
    .limit(page.page_size)
    .offset((page.page_number - 1) * page.page_size);
  return {
    page_number: page.page_number,
    page_size: page.page_size,
    total_count: counted?.total ?? 0,
    transactions: rows.map(({ row, accountCurrency }) => transactionView(row, accountCurrency)),
  };
}
