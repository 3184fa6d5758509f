import { describe, expect, it } from "vitest";
import { noFilterText, readTransactionFilters, type TransactionFilters } from "./filters";
import { type PageReader, scanFiltered, walkFiltered } from "./scan";
import type { Transaction } from "./scope";

/**
 * A provider list of `n` transactions, newest first, one a minute back from a fixed time; the
 * amount of row i (0 = newest) is `amountOf(i)`. Records which pages were read.
 */
function provider(n: number, amountOf: (i: number) => number = () => 1) {
  const reads: number[] = [];
  const start = Date.UTC(2026, 10, 25, 12);
  const row = (i: number): Transaction => ({
    transaction_id: `t${i}`,
    amount: amountOf(i),
    currency: "EUR",
    direction: i % 2 === 0 ? "credit" : "debit",
    created_date: new Date(start - i * 60_000).toISOString(),
  });
  const read: PageReader = async (page) => {
    reads.push(page);
    const from = (page - 1) * 50;
    const rows = Array.from({ length: Math.max(0, Math.min(50, n - from)) }, (_, k) =>
      row(from + k),
    );
    return { page_number: page, page_size: 50, total_count: n, transactions: rows };
  };
  return { read, reads };
}

function filters(text: Partial<typeof noFilterText>): TransactionFilters {
  const result = readTransactionFilters({ ...noFilterText, ...text });
  if (!result.ok || !result.filters) throw new Error("bad filters");
  return result.filters;
}

const ids = (rows: Transaction[]) => rows.map((row) => row.transaction_id);

describe("scanFiltered", () => {
  it("answers 50 matches and where the next page's scan starts, mid provider page", async () => {
    // Every other row is a credit: 50 credits fill rows 0..98, so the next scan starts at 99.
    const { read } = provider(300);
    const page = await scanFiltered(read, filters({ direction: "credit" }), 0);
    expect(page.transactions).toHaveLength(50);
    expect(page.transactions[0]?.transaction_id).toBe("t0");
    expect(page.transactions[49]?.transaction_id).toBe("t98");
    expect(page).toMatchObject({ scanned: 0, next: 99, budgetHit: false, total_count: 300 });
    const second = await scanFiltered(read, filters({ direction: "credit" }), 99);
    expect(second.transactions[0]?.transaction_id).toBe("t100");
  });

  it("ends with next null at the end of the list", async () => {
    const { read } = provider(120);
    const page = await scanFiltered(read, filters({ direction: "debit" }), 0);
    expect(page.transactions).toHaveLength(50);
    const rest = await scanFiltered(read, filters({ direction: "debit" }), page.next ?? 0);
    expect(rest.transactions).toHaveLength(10);
    expect(rest.next).toBeNull();
  });

  it("stops at its budget and says how far it got", async () => {
    // Only the oldest row matches: a budget of 3 pages stops after 150 rows.
    const { read, reads } = provider(1000, (i) => (i === 999 ? 500 : 1));
    const page = await scanFiltered(read, filters({ min: "100" }), 0, 3);
    expect(page).toMatchObject({ transactions: [], next: 150, budgetHit: true });
    expect(reads.sort((a, b) => a - b)).toEqual([1, 2, 3]);
    const last = await scanFiltered(read, filters({ min: "100" }), 950, 3);
    expect(ids(last.transactions)).toEqual(["t999"]);
    expect(last.next).toBeNull();
  });

  it("stops at the first row older than the date range: the list is newest first", async () => {
    const { read, reads } = provider(1000);
    // Rows are a minute apart from 12:00 on 25 Nov: the range ends before the day does.
    const page = await scanFiltered(read, filters({ from: "2026-11-25" }), 0);
    expect(page.transactions).toHaveLength(50);
    expect(page.next).toBe(50);
    const rest = await scanFiltered(read, filters({ from: "2026-11-25" }), 700);
    expect(rest.transactions).toHaveLength(21); // 12:00 back to 00:00: rows 700..720
    expect(rest.next).toBeNull();
    expect(Math.max(...reads)).toBeLessThanOrEqual(20);
  });

  it("reads in small concurrent batches and never past the last page", async () => {
    const { read, reads } = provider(60);
    await scanFiltered(read, filters({ min: "1000" }), 0);
    expect(reads.sort()).toEqual([1, 2, 3, 4].slice(0, reads.length));
    expect(reads.length).toBeLessThanOrEqual(4);
  });
});

describe("walkFiltered", () => {
  it("yields every matching row batch by batch, reading only as asked", async () => {
    const { read, reads } = provider(500);
    const walk = walkFiltered(read, filters({ direction: "credit" }));
    const first = await walk.next();
    expect(first.value).toHaveLength(25);
    expect(reads.length).toBeLessThanOrEqual(4);
    let total = 25;
    for await (const batch of walk) total += batch.length;
    expect(total).toBe(250);
  });

  it("yields all rows without filters", async () => {
    const { read } = provider(120);
    let total = 0;
    for await (const batch of walkFiltered(read, null)) total += batch.length;
    expect(total).toBe(120);
  });
});
