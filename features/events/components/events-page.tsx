import { Suspense } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { formatTimestamp } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { EVENTS_PAGE_SIZE } from "@/features/events/lib/list-events";
import { eventsHref } from "../lib/search-params";
import type { EventsPageView } from "../loaders/events-page";
import { EventFilters } from "./event-filters";
import { EventsTable } from "./events-table";

export function EventsPage({ view }: { view: EventsPageView }) {
  const { page, filters } = view;
  return (
    <>
      <PageHeader
        title="Events"
        description="Webhooks received from the provider with a valid signature, newest first by the time the provider reports. Payment and verification statuses are applied; any other type is stored as it came; a known type the console cannot read is marked failed."
      />
      {view.refusals.count > 0 && (
        <p
          role="note"
          className="mb-4 max-w-3xl rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-300"
        >
          {`${view.refusals.count} deliver${view.refusals.count === 1 ? "y was" : "ies were"} refused for a wrong or missing signature in the last ${view.refusals.days} days (latest ${formatTimestamp(view.refusals.lastAt?.toISOString())}). They are not stored. If this keeps rising, the webhook secret here and at the provider may differ.`}
        </p>
      )}
      <EventFilters {...filters} />
      <Suspense key={JSON.stringify({ page, filters })} fallback={<TableSkeleton />}>
        <EventList view={view} />
      </Suspense>
    </>
  );
}

async function EventList({ view }: { view: EventsPageView }) {
  const { rows, total, parties } = await view.events;
  if (rows.length === 0) {
    return (
      <EmptyState title="No events match">
        Events appear here as the provider sends them: payment status and verification status
        webhooks. A verification simulation in the sandbox sends one within seconds.
      </EmptyState>
    );
  }
  return (
    <>
      <EventsTable rows={rows} parties={parties} />
      <Pagination
        page={view.page}
        pageSize={EVENTS_PAGE_SIZE}
        total={total}
        hrefFor={(p) => eventsHref(p, view.filters)}
        noun="events"
      />
    </>
  );
}
