import "server-only";
import { scanFiltered } from "./scan";
import type { TransactionsAnswer } from "./scope";
import type { ScopeReader } from "./scope-readers";
import type { ParsedTransactionsUrl } from "./search-params";

/**
 * What a view's URL shows: the provider's page as it is, or, with filters, up to 50 matching
 * rows scanned from `scanned` on. Null for a URL that cannot be read (a bad page, a filter with
 * a problem): nothing is read, and the view explains beside the field.
 */
export async function readTransactionsView(
  reader: ScopeReader,
  ownerId: string,
  url: ParsedTransactionsUrl,
): Promise<TransactionsAnswer | null> {
  if (url.page === null || url.problem || !url.filters.ok) return null;
  const { filters } = url.filters;
  if (filters === null) return reader.list(ownerId, url.page);
  const found = await scanFiltered((page) => reader.list(ownerId, page), filters, url.scanned);
  return {
    page_number: 1,
    page_size: found.transactions.length || 1,
    transactions: found.transactions,
    filtered: {
      scanned: found.scanned,
      next: found.next,
      budgetHit: found.budgetHit,
      total: found.total_count ?? null,
      filters: url.filterText,
    },
  };
}
