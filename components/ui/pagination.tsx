import Link from "next/link";
import { cn } from "./cn";

type Props = {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
  noun: string;
};

/** Previous / next links that keep the page in the URL, with the range and the total. */
export function Pagination({ page, pageSize, total, hrefFor, noun }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
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
        {from}–{to} of {total} {noun} · page {page} of {pages}
      </p>
      <div className="flex gap-2">
        {link(page - 1, "Previous", page > 1)}
        {link(page + 1, "Next", page < pages)}
      </div>
    </nav>
  );
}
