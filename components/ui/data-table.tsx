import type { ReactNode } from "react";

/**
 * The frame every list in the console shares: a scrollable white card, a header row of column
 * names, and body rows given by the caller. `caption` is read out by screen readers.
 */
export function DataTable({
  columns,
  caption,
  children,
}: {
  columns: readonly ReactNode[];
  caption?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
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
