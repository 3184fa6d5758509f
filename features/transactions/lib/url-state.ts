// Module paths, not the lib/cams index: this runs in the browser, which needs only these rules.
import { resourceId } from "@/lib/cams/helpers";
import { listQuery, MAX_PAGE_SIZE } from "@/lib/cams/paging";

/**
 * What a transactions view keeps in its URL: the page, and the transaction whose details are
 * open. The provider's transaction lists take no filter but the page (`page_number`,
 * `page_size`; the spec shows no other query parameter and the sandbox refuses any other), so
 * there is none to keep: a date or type filter would only hide rows of the one page shown.
 */
export type TransactionsUrl = { page: number; transaction: string | null };

export type ParsedTransactionsUrl = {
  /** null when the URL's page cannot be read; `problem` says why. */
  page: number | null;
  transaction: string | null;
  problem: string | null;
};

type RawParams = Record<string, string | string[] | undefined>;

/** Past this, the offset the provider computes (page × 50) stops being an exact number. */
export const MAX_URL_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / MAX_PAGE_SIZE);

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? "";

/** Reads the URL's `page` and `transaction`; a hand-edited value becomes a sentence, never a throw. */
export function parseTransactionsUrl(params: RawParams): ParsedTransactionsUrl {
  const page = parsePage(first(params.page));
  const rawTransaction = first(params.transaction);
  const transaction =
    rawTransaction && resourceId.safeParse(rawTransaction).success ? rawTransaction : null;
  return "problem" in page
    ? { page: null, transaction, problem: page.problem }
    : { page: page.value, transaction, problem: null };
}

function parsePage(raw: string): { value: number } | { problem: string } {
  if (raw === "") return { value: 1 };
  if (!/^[+-]?\d+$/.test(raw))
    return { problem: `“${shorten(raw)}” is not a page number: pages are numbered 1, 2, 3…` };
  const value = Number(raw);
  if (value < 1) return { problem: `There is no page ${shorten(raw)}: pages start at 1.` };
  if (value > MAX_URL_PAGE)
    return { problem: `Page ${shorten(raw)} is too large: no list has that many pages.` };
  // The provider's own rule for page_number, so the two can never disagree.
  const checked = listQuery.safeParse({ page_number: value });
  return checked.success
    ? { value: checked.data.page_number }
    : { problem: checked.error.issues[0]?.message ?? "Not a page number" };
}

const shorten = (raw: string) => (raw.length > 24 ? `${raw.slice(0, 24)}…` : raw);

/** The query string of a view's state; page 1 and a closed drawer are left out, so links stay short. */
export function transactionsSearch({ page, transaction }: TransactionsUrl): string {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (transaction) params.set("transaction", transaction);
  const text = params.toString();
  return text ? `?${text}` : "";
}
