import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { textLinkClass } from "@/components/ui/text-link";
import type { TransactionsAnswer } from "@/features/transactions/lib/scope";
import { PageLink } from "./transactions-pager";

type Scan = NonNullable<TransactionsAnswer["filtered"]>;

const count = new Intl.NumberFormat("en");

/** "transactions 1–1,000 of 5,210": how far into the provider's list this page's scan reached. */
function lookedText(scan: Scan): string {
  const end = scan.next ?? scan.total;
  const of = scan.total === null ? "" : ` of ${count.format(scan.total)}`;
  if (end === null) return `from transaction ${count.format(scan.scanned + 1)} to the end`;
  if (end <= scan.scanned) return `no transactions${of}`;
  return `transactions ${count.format(scan.scanned + 1)}–${count.format(end)}${of}`;
}

const linkClass =
  "rounded-md bg-white px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600";

type Props = {
  scan: Scan;
  rows: number;
  loading: boolean;
  hrefFor: (scanned: number) => string;
  onScan: (scanned: number) => void;
};

/**
 * A filtered page's footer: how many rows matched, how far into the list the console looked,
 * and where to go on. A filtered page starts where the previous one's scan stopped, so there
 * is no page number: the first page, and the next (Back returns to the previous one).
 */
export function FilteredPager({ scan, rows, loading, hrefFor, onScan }: Props) {
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="transactions-range">
        <span className="font-medium text-slate-900">
          {rows} matching {rows === 1 ? "transaction" : "transactions"}
        </span>
        , looking through {lookedText(scan)}
        {scan.budgetHit && ". The console stopped here to answer quickly"}
        {loading && <span className="text-slate-500"> · loading…</span>}
      </p>
      <div className="flex gap-2">
        {scan.scanned > 0 && (
          <PageLink href={hrefFor(0)} onFollow={() => onScan(0)} className={linkClass}>
            First page
          </PageLink>
        )}
        {scan.next !== null && (
          <PageLink
            href={hrefFor(scan.next)}
            onFollow={() => scan.next !== null && onScan(scan.next)}
            className={linkClass}
          >
            {scan.budgetHit ? "Keep looking" : "Next"}
          </PageLink>
        )}
      </div>
    </nav>
  );
}

/** A filtered page with no match: where the console looked, and, if it stopped early, going on. */
export function NoMatch({
  scan,
  onContinue,
  hrefFor,
}: {
  scan: Scan;
  onContinue: (scanned: number) => void;
  hrefFor: (scanned: number) => string;
}) {
  return (
    <EmptyState title={scan.budgetHit ? "No match yet" : "No transaction matches these filters"}>
      <p>
        The console looked through {lookedText(scan)}
        {scan.budgetHit ? " and stopped there to answer quickly." : "."}
      </p>
      {scan.next !== null && (
        <PageLink
          href={hrefFor(scan.next)}
          onFollow={() => scan.next !== null && onContinue(scan.next)}
          className={cn("mt-3 inline-block font-medium", textLinkClass)}
        >
          Keep looking
        </PageLink>
      )}
    </EmptyState>
  );
}
