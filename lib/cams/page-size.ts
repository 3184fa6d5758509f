// Without zod: the browser's URL parsers read it on pages that build no schema.

/** Transaction list page size, changed from 500 to 50 in v1.27; the contract applies it to all lists. */
export const MAX_PAGE_SIZE = 50;
