/**
 * How many pages a list fills. Without a total (the spec makes only the paging fields
 * mandatory), a full page means there may be another.
 */
export function pageCount(
  page: number,
  pageSize: number,
  rows: number,
  total: number | undefined,
): { pages: number | null; hasNext: boolean } {
  if (total === undefined) return { pages: null, hasNext: rows === pageSize };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return { pages, hasNext: page < pages };
}

/** "51–55 of 55": the rows this page shows, counted across the whole list. */
export function rangeText(
  page: number,
  pageSize: number,
  rows: number,
  total: number | undefined,
): string {
  const of = total === undefined ? "" : ` of ${total}`;
  if (rows === 0) return `0${of}`;
  const from = (page - 1) * pageSize + 1;
  return `${from}–${from + rows - 1}${of}`;
}
