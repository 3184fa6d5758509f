import { Suspense } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { ProviderError } from "@/components/ui/provider-error";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { MERGED_QUEUE_DEPTH, QUEUE_PAGE_SIZE } from "../lib/queue";
import { queueHref } from "../lib/search-params";
import type { QueuePageView } from "../loaders/queue-page";
import { QueueFilter } from "./queue-filter";
import { QueueTable } from "./queue-table";

/** The compliance officer's queue: held and rejected customers, oldest first. */
export function QueuePage({ view }: { view: QueuePageView }) {
  return (
    <>
      <PageHeader
        title="Compliance"
        description="Customers the provider's AML checks put on hold or rejected, oldest first: the one created longest ago has waited longest, as the provider reports no date for the hold itself. Open one to review its evidence and record a decision."
      />
      <QueueFilter status={view.status} />
      <Suspense key={`${view.status}-${view.page}`} fallback={<TableSkeleton />}>
        <Queue view={view} />
      </Suspense>
    </>
  );
}

async function Queue({ view }: { view: QueuePageView }) {
  const queue = await view.queue;
  if (!queue.ok) {
    return (
      <ProviderError
        title="The queue could not be read from the provider"
        message={queue.message}
        code={queue.code}
      />
    );
  }
  if (queue.customers.length === 0) {
    return queue.total === 0 ? (
      <EmptyState title="Nobody is waiting for review">
        Customers appear here when the provider's AML checks put them on hold or reject them.
      </EmptyState>
    ) : (
      <EmptyState title="This page is past the end of the queue">
        {queue.reachable < queue.total
          ? `With both statuses together, the ${MERGED_QUEUE_DEPTH} oldest can be paged through. Filter by status to reach the rest.`
          : "Go back to the first page."}
      </EmptyState>
    );
  }
  return (
    <>
      {queue.reachable < queue.total && (
        <p className="mb-3 text-sm text-slate-700">
          {queue.total} customers are waiting. With both statuses together the {MERGED_QUEUE_DEPTH}{" "}
          oldest are listed here; filter by status to page through all of them.
        </p>
      )}
      <QueueTable
        rows={queue.customers}
        decisions={queue.decisions}
        verifications={queue.verifications}
      />
      <Pagination
        page={view.page}
        pageSize={QUEUE_PAGE_SIZE}
        total={queue.reachable}
        hrefFor={(p) => queueHref(p, view.status)}
        noun="customers"
      />
    </>
  );
}
