import { createLoader, createParser, createSerializer } from "nuqs/server";
import { atPage, filterParser, MAX_URL_PAGE, pageParser } from "@/components/ui/url-state";
// Module path, not the lib/cams index or paging.ts: this runs in the browser, without zod.
import { MAX_PAGE_SIZE } from "@/lib/cams/page-size";
import {
  type FiltersRead,
  noFilterText,
  readTransactionFilters,
  type TransactionFilterText,
} from "./filters";

export { MAX_URL_PAGE };

/** The furthest a scan may start: the provider's last page that can be asked for. */
const MAX_SCANNED = MAX_URL_PAGE * MAX_PAGE_SIZE;

/** `scanned`: how many of the provider's rows lie before a filtered page; 0 when absent. */
const scannedParser = createParser<number>({
  parse: (raw) => {
    const text = raw.trim();
    if (!/^\d+$/.test(text)) return Number.NaN;
    const value = Number(text);
    return value <= MAX_SCANNED ? value : Number.NaN;
  },
  serialize: String,
  eq: (a, b) => Object.is(a, b),
})
  .withDefault(0)
  .withOptions({ clearOnDefault: true });

/**
 * What a transactions view keeps in its URL: the page, the transaction whose details are open,
 * and the filters. The provider's transaction lists take no filter but the page (`page_number`,
 * `page_size`; the spec shows no other query parameter and the sandbox refuses any other), so
 * the console filters the rows it reads. A filtered page cannot be a provider page number: it
 * is defined by where its scan starts, `scanned` rows into the provider's list (newest first).
 * The one parser map, read by the server (the page's loader, the route handlers, the export)
 * and the browser (useQueryStates in the view).
 */
export const transactionsParams = {
  page: pageParser,
  transaction: createParser({
    // A provider id is opaque: any text but an empty one (lib/cams's resourceId).
    parse: (raw) => raw.trim() || null,
    serialize: String,
  }),
  min: filterParser,
  max: filterParser,
  type: filterParser,
  direction: filterParser,
  currency: filterParser,
  from: filterParser,
  to: filterParser,
  scanned: scannedParser,
};

type TransactionsUrl = {
  page: number;
  transaction: string | null;
  filters?: TransactionFilterText;
  scanned?: number;
};
export type ParsedTransactionsUrl = {
  /** null when the URL's page cannot be read; `problem` says why. */
  page: number | null;
  transaction: string | null;
  problem: string | null;
  /** The filters as typed, for the form. */
  filterText: TransactionFilterText;
  /** The filters read, or a sentence per field that cannot be; `filters: null` is no filter. */
  filters: FiltersRead;
  scanned: number;
};

type RawParams = Record<string, string | string[] | undefined>;
const firsts = (params: RawParams) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );

const load = createLoader(transactionsParams);

export type TransactionsState = Awaited<ReturnType<typeof load>>;

/** The URL state as the parser map holds it (server or useQueryStates), read into meaning. */
export function readTransactionsState(state: TransactionsState): ParsedTransactionsUrl {
  const { page, transaction, scanned } = state;
  const filterText = filterTextOf(state);
  const filters = readTransactionFilters(filterText);
  const scanProblem = Number.isNaN(scanned)
    ? "This link's starting point in the list cannot be read: start from the first page."
    : null;
  return {
    page: page.page,
    transaction,
    problem: page.problem ?? scanProblem,
    filterText,
    filters,
    scanned: Number.isNaN(scanned) ? 0 : scanned,
  };
}

const filterTextOf = (state: TransactionFilterText): TransactionFilterText => ({
  min: state.min,
  max: state.max,
  type: state.type,
  direction: state.direction,
  currency: state.currency,
  from: state.from,
  to: state.to,
});

/** Reads the URL; a hand-edited value becomes a sentence, never a throw. */
export function parseTransactionsUrl(params: RawParams): ParsedTransactionsUrl {
  return readTransactionsState(load(firsts(params)));
}

const serialize = createSerializer(transactionsParams);

/** The query string of a view's state; defaults (page 1, no filter, drawer closed) are left out. */
export function transactionsSearch({
  page,
  transaction,
  filters = noFilterText,
  scanned = 0,
}: TransactionsUrl): string {
  return serialize({ page: atPage(page), transaction, ...filters, scanned });
}

/** The first sentence that says why a URL reads nothing. */
export function urlProblem(url: ParsedTransactionsUrl): string {
  if (url.problem) return url.problem;
  if (!url.filters.ok) return Object.values(url.filters.problems)[0] ?? "A filter cannot be read.";
  return "This page cannot be read.";
}
