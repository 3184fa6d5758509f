import { Link } from "@/components/ui/link";
import { type QueueStatus, queueStatuses } from "@/features/compliance/lib/queue";
import { queueHref } from "@/features/compliance/lib/search-params";

const labels: Record<QueueStatus | "all", string> = {
  all: "On hold and rejected",
  OnHold: "On hold",
  Rejected: "Rejected",
};

/** The queue's status filter: links, so the choice lives in the URL and starts at page 1. */
export function QueueFilter({ status }: { status?: QueueStatus }) {
  return (
    <nav aria-label="Filter by status" className="mb-4 flex flex-wrap gap-2 text-sm">
      {[undefined, ...queueStatuses].map((each) => (
        <Link
          key={each ?? "all"}
          href={queueHref(1, each)}
          aria-current={each === status ? "page" : undefined}
          className="rounded-full px-3 py-1 ring-1 ring-slate-300 hover:bg-slate-50 aria-[current=page]:bg-slate-800 aria-[current=page]:text-white"
        >
          {labels[each ?? "all"]}
        </Link>
      ))}
    </nav>
  );
}
