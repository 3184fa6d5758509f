// What a person may type to search the directory: the header's search box, the lists' name
// filters and their CSV exports all check a text here, the browser too (no database code here).
// The console's rule, not the spec's: it bounds the work one request can ask of the directory.

/** Below this, a query matches too much to be worth asking (the box says so instead). */
export const FIND_MIN_LENGTH = 2;

/**
 * At most this many characters, and this many words. A name, an email, an IBAN fit; a pasted
 * page does not. Each word is one more trigram condition on every candidate name: a 6 KB text
 * took 15 s on PGlite, whose one connection every other user's search then waited behind.
 */
export const SEARCH_TEXT_MAX_LENGTH = 100;
export const SEARCH_TEXT_MAX_WORDS = 6;

/**
 * A name as the directory compares it: lower case, accents and other marks removed, spaces
 * collapsed. "Müller  GmbH" and "muller gmbh" fold alike, so a search ignores case and accents.
 */
export function foldName(name: string): string {
  return name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The words of a name as typed, folded (lower case, accents removed). */
export const nameWords = (name: string) => foldName(name).split(" ").filter(Boolean);

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
const characters = (text: string) => [...text].length;

/**
 * An IBAN as people write it, in groups of four: up to nine "words", yet one key the directory
 * finds exactly (country, check digits, then up to 30 letters and digits).
 */
const isGroupedIban = (text: string) =>
  /^[A-Z]{2}\d{2}[A-Z\d]{1,30}$/i.test(text.replace(/ /g, ""));

/**
 * Why `text` is too big to search, as a sentence for the field; null when it may be searched.
 * Counted on the text as typed and as folded (a ligature such as "ﬃ" folds to three letters).
 */
export function searchTextProblem(text: string): string | null {
  const typed = text.trim();
  const length = Math.max(characters(typed), characters(foldName(typed)));
  if (length > SEARCH_TEXT_MAX_LENGTH) {
    return `Use at most ${SEARCH_TEXT_MAX_LENGTH} characters: this has ${length.toLocaleString("en")}.`;
  }
  const words = nameWords(typed).length;
  if (words > SEARCH_TEXT_MAX_WORDS && !isGroupedIban(typed)) {
    return `Use at most ${SEARCH_TEXT_MAX_WORDS} words: this has ${words}.`;
  }
  return null;
}
