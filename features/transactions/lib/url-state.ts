import { createLoader, createParser, createSerializer } from "nuqs/server";
import { atPage, MAX_URL_PAGE, pageParser } from "@/components/ui/url-state";
// Module path, not the lib/cams index: this runs in the browser, which needs only this rule.
import { resourceId } from "@/lib/cams/helpers";

export { MAX_URL_PAGE };

/**
 * What a transactions view keeps in its URL: the page, and the transaction whose details are
 * open. The provider's transaction lists take no filter but the page (`page_number`,
 * `page_size`; the spec shows no other query parameter and the sandbox refuses any other), so
 * there is none to keep: a date or type filter would only hide rows of the one page shown.
 * The one parser map, read by the server (the page's loader, the route handler) and the
 * browser (useQueryStates in the view).
 */
export const transactionsParams = {
  page: pageParser,
  transaction: createParser({
    parse: (raw) => (resourceId.safeParse(raw.trim()).success ? raw.trim() : null),
    serialize: String,
  }),
};

export type TransactionsUrl = { page: number; transaction: string | null };
export type ParsedTransactionsUrl = {
  /** null when the URL's page cannot be read; `problem` says why. */
  page: number | null;
  transaction: string | null;
  problem: string | null;
};

type RawParams = Record<string, string | string[] | undefined>;
const firsts = (params: RawParams) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );

const load = createLoader(transactionsParams);

/** Reads the URL's `page` and `transaction`; a hand-edited value becomes a sentence, never a throw. */
export function parseTransactionsUrl(params: RawParams): ParsedTransactionsUrl {
  const { page, transaction } = load(firsts(params));
  return { page: page.page, transaction, problem: page.problem };
}

const serialize = createSerializer(transactionsParams);

/** The query string of a view's state; page 1 and a closed drawer are left out, so links stay short. */
export function transactionsSearch({ page, transaction }: TransactionsUrl): string {
  return serialize({ page: atPage(page), transaction });
}
