import { cn } from "./cn";
import { formatCount } from "./format";
import { Link } from "./link";

type Props = {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
  noun: string;
  /**
   * The count stopped at `total` and more match (a capped count): the range is this page's rows,
   * and there is a next page while this one is full.
   */
  more?: { rowsOnPage: number };
};

/** Previous / next links that keep the page in the URL, with the range and the total. */
export function Pagination({ page, pageSize, total, hrefFor, noun, more }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = more ? from + more.rowsOnPage - 1 : Math.min(page * pageSize, total);
  const hasNext = more ? more.rowsOnPage === pageSize : page < pages;
  const link = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link
        href={hrefFor(target)}
        className="rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50"
      >
        {label}
      </Link>
    ) : (
      <span
        aria-disabled
        className={cn("rounded-md px-3 py-1.5 text-sm text-slate-500 ring-1 ring-slate-200")}
      >
        {label}
      </span>
    );
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between">
      <p className="text-sm text-slate-700">
        {formatCount(from)}–{formatCount(to)} of {more ? "more than " : ""}
        {formatCount(total)} {noun} · page {formatCount(page)}
        {more ? "" : ` of ${formatCount(pages)}`}
      </p>
      <div className="flex gap-2">
        {link(page - 1, "Previous", page > 1)}
        {link(page + 1, "Next", hasNext)}
      </div>
    </nav>
  );
}
