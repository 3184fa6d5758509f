import type { ReactNode } from "react";

/**
 * The frame every list in the console shares: a scrollable white card, a header row of column
 * names, and body rows given by the caller. `caption` is read out by screen readers. A `wide`
 * table (a batch's file, with a column per field) is wider than most screens: its frame takes
 * the keyboard's focus, so the arrow keys scroll it.
 */
export function DataTable({
  columns,
  caption,
  wide = false,
  children,
}: {
  columns: readonly ReactNode[];
  caption?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    // relative: sr-only text in a cell is clipped with the table, not pushed past the page edge;
    // inline-size containment: a wide table scrolls in its frame and never widens the page.
    <div
      className="relative overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200 [contain:inline-size] focus-visible:outline-2 focus-visible:outline-brand-600"
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
      {...(wide ? { tabIndex: 0, role: "region", "aria-label": caption } : {})}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table
              <th key={i} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
