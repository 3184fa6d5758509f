import { MAX_PAGE_SIZE } from "@/lib/cams/page-size";
import { isBeforeRange, matchesFilters, type TransactionFilters } from "./filters";
import type { Transaction, TransactionList } from "./scope";

/** One page of the provider's list, newest first (page_number from 1, page_size 50). */
export type PageReader = (page: number) => Promise<TransactionList>;

/** Provider pages read at once: small, so a scan that stops early wastes little. */
const SCAN_BATCH = 4;
/** Provider pages one request may read (1,000 transactions) before it says how far it got. */
const SCAN_BUDGET_PAGES = 20;
/** Matching rows per filtered page, as the console's other lists. */
const FILTERED_PAGE_SIZE = 50;

type ProviderPage = { number: number; rows: Transaction[]; total: number | undefined };

/**
 * The provider's pages from `first` on, read `batch` at a time concurrently and handed out in
 * order, until a short page ends the list or `maxPages` were read. Once the total is known, no
 * page past the last one is asked for.
 */
async function* providerPages(
  read: PageReader,
  first: number,
  { batch = SCAN_BATCH, maxPages = Number.POSITIVE_INFINITY } = {},
): AsyncGenerator<ProviderPage> {
  let next = first;
  let last = Number.POSITIVE_INFINITY;
  while (next - first < maxPages && next <= last) {
    const count = Math.min(batch, first + maxPages - next, last - next + 1);
    const numbers = Array.from({ length: count }, (_, i) => next + i);
    const pages = await Promise.all(numbers.map((number) => read(number)));
    for (const [i, page] of pages.entries()) {
      const number = next + i;
      if (page.total_count !== undefined)
        last = Math.max(1, Math.ceil(page.total_count / MAX_PAGE_SIZE));
      yield { number, rows: page.transactions, total: page.total_count };
      if (page.transactions.length < MAX_PAGE_SIZE) return;
    }
    next += count;
  }
}

/** A page of matching rows and where the scan behind it stands. */
type FilteredPage = {
  transactions: Transaction[];
  /** Provider rows (newest first) that lie before this page: its cursor in the URL. */
  scanned: number;
  /** Where the next page's scan starts; null when the list has nothing further to look at. */
  next: number | null;
  /** True when the scan budget ran out before 50 matches: `next` continues the search. */
  budgetHit: boolean;
  total_count: number | undefined;
};

/**
 * Up to 50 rows that pass the filters, starting `scanned` rows into the provider's list. Stops at
 * 50 matches, at the list's end, at the first row older than the date range (newest first: none
 * after it can match), or when the budget is spent, saying how far it got.
 */
export async function scanFiltered(
  read: PageReader,
  filters: TransactionFilters,
  scanned: number,
  budgetPages = SCAN_BUDGET_PAGES,
): Promise<FilteredPage> {
  const firstPage = Math.floor(scanned / MAX_PAGE_SIZE) + 1;
  const found: Transaction[] = [];
  let position = scanned;
  let total: number | undefined;
  let ended = false;
  for await (const page of providerPages(read, firstPage, { maxPages: budgetPages })) {
    total = page.total ?? total;
    const offset = (page.number - 1) * MAX_PAGE_SIZE;
    for (let i = position - offset; i < page.rows.length; i++) {
      const row = page.rows[i] as Transaction;
      position = offset + i + 1;
      if (isBeforeRange(row, filters)) return done(found, scanned, total);
      if (matchesFilters(row, filters)) found.push(row);
      if (found.length === FILTERED_PAGE_SIZE) {
        const more = total === undefined || position < total;
        return {
          transactions: found,
          scanned,
          next: more ? position : null,
          budgetHit: false,
          total_count: total,
        };
      }
    }
    position = Math.max(position, offset + page.rows.length);
    ended = page.rows.length < MAX_PAGE_SIZE || (total !== undefined && position >= total);
  }
  if (ended) return done(found, scanned, total);
  return { transactions: found, scanned, next: position, budgetHit: true, total_count: total };
}

const done = (found: Transaction[], scanned: number, total: number | undefined): FilteredPage => ({
  transactions: found,
  scanned,
  next: null,
  budgetHit: false,
  total_count: total,
});

/**
 * Every row that passes the filters (all rows when there are none), batch by batch, for an
 * export: pages are read only as the consumer asks for more, so memory holds one batch.
 */
export async function* walkFiltered(
  read: PageReader,
  filters: TransactionFilters | null,
): AsyncGenerator<Transaction[]> {
  for await (const page of providerPages(read, 1)) {
    const batch: Transaction[] = [];
    for (const row of page.rows) {
      if (filters && isBeforeRange(row, filters)) {
        if (batch.length > 0) yield batch;
        return;
      }
      if (!filters || matchesFilters(row, filters)) batch.push(row);
    }
    if (batch.length > 0) yield batch;
  }
}
