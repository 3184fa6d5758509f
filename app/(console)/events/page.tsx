import type { Metadata } from "next";
import { Suspense } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination, pageFromParam } from "@/components/ui/pagination";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { EventFilters } from "@/features/events/components/event-filters";
import { EventsTable } from "@/features/events/components/events-table";
import { requirePagePermission } from "@/lib/console/auth/session";
import {
  EVENTS_PAGE_SIZE,
  eventTypeFilters,
  type EventFilters as Filters,
  listWebhookEvents,
} from "@/lib/console/webhooks/list-events";
import type { Db } from "@/lib/db";

export const metadata: Metadata = { title: "Events" };

type Search = { page?: string; type?: string; customer?: string };

function eventsHref(page: number, { type, customerId }: Filters) {
  const params = new URLSearchParams({
    ...(type ? { type } : {}),
    ...(customerId ? { customer: customerId } : {}),
    page: String(page),
  });
  return `/events?${params}`;
}

async function EventList({ db, page, filters }: { db: Db; page: number; filters: Filters }) {
  const { rows, total } = await listWebhookEvents(db, { page, ...filters });
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
      <EventsTable rows={rows} />
      <Pagination
        page={page}
        pageSize={EVENTS_PAGE_SIZE}
        total={total}
        hrefFor={(p) => eventsHref(p, filters)}
        noun="events"
      />
    </>
  );
}

export default async function EventsPage({ searchParams }: { searchParams: Promise<Search> }) {
  // Checked before anything streams, so a refused visitor gets a real 403.
  const { db } = await requirePagePermission("events.view");
  const params = await searchParams;
  const page = pageFromParam(params.page);
  const filters: Filters = {
    type: eventTypeFilters.find((t) => t === params.type),
    customerId: params.customer?.trim() || undefined,
  };

  return (
    <>
      <PageHeader
        title="Events"
        description="Webhooks received from the provider, newest first by the time the provider reports. Payment and verification statuses are applied; any other type is stored as it came."
      />
      <EventFilters {...filters} />
      <Suspense key={`${page}-${filters.type}-${filters.customerId}`} fallback={<TableSkeleton />}>
        <EventList db={db} page={page} filters={filters} />
      </Suspense>
    </>
  );
}
