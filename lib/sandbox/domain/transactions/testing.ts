import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { accounts, type Transaction, transactions } from "../../tables/ledger";

type Row = typeof transactions.$inferInsert;

/**
 * Writes `count` Posted EUR credits of 1.00 straight into the account's transactions, one
 * second apart from `start` (oldest first, as returned): list tests need rows without the ledger.
 * `overrides` adjusts row i.
 */
export async function insertTransactions(
  db: Db,
  accountId: string,
  count: number,
  {
    start = new Date("2026-01-01T00:00:00Z"),
    overrides = () => ({}),
  }: { start?: Date; overrides?: (index: number) => Partial<Row> } = {},
): Promise<Transaction[]> {
  const rows: Row[] = Array.from({ length: count }, (_, index) => ({
    accountId,
    journalId: randomUUID(),
    direction: "credit",
    amountMinor: 100,
    currency: "EUR",
    processingCodeType: "AccountLoad",
    transactionCode: "AccountLoad",
    createdAt: new Date(start.getTime() + index * 1000),
    ...overrides(index),
  }));
  const inserted = await db.insert(transactions).values(rows).returning();
  // Written past the ledger, as a state restored from before the counters would be: the
  // account lists them (counted), and its running totals are not known (summed when needed).
  await db
    .update(accounts)
    .set({ transactionCount: sql`${accounts.transactionCount} + ${count}`, usage: null })
    .where(eq(accounts.id, accountId));
  return inserted;
}
