// The one definition of list state in the URL, shared by the server (createLoader, to read a
// request's search params), links (createSerializer) and the browser (useQueryStates): nuqs
// parser maps, one per list, built from the parsers here.
import { createParser, parseAsString } from "nuqs/server";
import { MAX_PAGE_SIZE } from "@/lib/cams/page-size";

/** Past this, the offset a provider computes (page × 50) stops being an exact number. */
export const MAX_URL_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / MAX_PAGE_SIZE);

/** A page number read from the URL, or, for a hand-edited value, why it is not one. */
export type PageRead = { page: number; problem: null } | { page: null; problem: string };

const shorten = (raw: string) => (raw.length > 24 ? `${raw.slice(0, 24)}…` : raw);

/** Reads a URL's page: never a throw, a sentence for what is not a page. */
function readPage(raw: string): PageRead {
  const text = raw.trim();
  if (text === "") return { page: 1, problem: null };
  if (!/^[+-]?\d+$/.test(text))
    return {
      page: null,
      problem: `“${shorten(text)}” is not a page number: pages are numbered 1, 2, 3…`,
    };
  const value = Number(text);
  if (value < 1)
    return { page: null, problem: `There is no page ${shorten(text)}: pages start at 1.` };
  if (value > MAX_URL_PAGE)
    return {
      page: null,
      problem: `Page ${shorten(text)} is too large: no list has that many pages.`,
    };
  return { page: value, problem: null };
}

/** `page`: 1 when absent (and left out of links); a bad value is kept with its explanation. */
export const pageParser = createParser<PageRead>({
  parse: readPage,
  serialize: (read) => String(read.page ?? 1),
  eq: (a, b) => a.page === b.page && a.problem === b.problem,
})
  .withDefault({ page: 1, problem: null })
  .withOptions({ clearOnDefault: true });

/** A page number as the parser map holds it, for links and for moving between pages. */
export const atPage = (page: number): PageRead => ({ page, problem: null });

/** The page to read: a bad URL page reads page 1 where a list prefers that to explaining. */
export const pageOrFirst = (read: PageRead): number => read.page ?? 1;

/** A free-text filter: blank means none, and leaves the URL. */
export const filterParser = parseAsString.withDefault("").withOptions({ clearOnDefault: true });
