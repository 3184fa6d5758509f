import type { ReactNode } from "react";
import { pageCount, rangeText } from "@/features/transactions/lib/page-range";

/**
 * A link to another page of the list: a real link (it works before the script loads, and opens
 * in a new tab with a modifier key), while a plain click moves in the browser, from the cache
 * when the page was prefetched.
 */
export function PageLink({
  href,
  onFollow,
  className,
  children,
}: {
  href: string;
  onFollow: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
          return;
        event.preventDefault();
        onFollow();
      }}
    >
      {children}
    </a>
  );
}

type Props = {
  /** The page the URL asks for; Previous and Next move from it. */
  page: number;
  /** The page on screen, which lags `page` while the next one loads. */
  shown: { page: number; pageSize: number; rows: number; total: number | undefined };
  loading: boolean;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
};

/** The range and the total, with Previous and Next. */
export function TransactionsPager({ page, shown, loading, hrefFor, onPage }: Props) {
  const { pages, hasNext } = pageCount(shown.page, shown.pageSize, shown.rows, shown.total);
  const step = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <PageLink
        href={hrefFor(target)}
        onFollow={() => onPage(target)}
        className="rounded-md bg-white px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
      </PageLink>
    ) : (
      <span
        aria-disabled
        className="rounded-md px-3 py-1.5 text-sm text-slate-500 ring-1 ring-slate-200"
      >
        {label}
      </span>
    );
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="transactions-range">
        <span className="font-medium text-slate-900">
          {rangeText(shown.page, shown.pageSize, shown.rows, shown.total)}
        </span>{" "}
        transactions
        {pages !== null && ` · page ${shown.page} of ${pages}`}
        {loading && <span className="text-slate-500"> · loading page {page}…</span>}
      </p>
      <div className="flex gap-2">
        {step(page - 1, "Previous", page > 1)}
        {step(page + 1, "Next", page === shown.page ? hasNext : page < (pages ?? page + 1))}
      </div>
    </nav>
  );
}
