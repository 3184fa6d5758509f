import "server-only";
import { pageOrFirst } from "@/components/ui/url-state";
import { listWebhookEvents, signatureRefusals } from "@/features/events/lib/list-events";
import { requirePagePermission } from "@/lib/console/auth/session";
import type { Db } from "@/lib/db";
import { eventParties } from "../lib/event-parties";
import { eventFiltersOf, loadEventsParams } from "../lib/search-params";

/** One page of events and who each is about, named in one batch. */
async function namedEvents(db: Db, query: Parameters<typeof listWebhookEvents>[1]) {
  const page = await listWebhookEvents(db, query);
  return { ...page, parties: await eventParties(db, page.rows) };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The received webhooks, filtered as the URL says; the permission first, the page streamed in. */
export async function loadEventsPage(searchParams: SearchParams) {
  const { db } = await requirePagePermission("events.view");
  const params = await loadEventsParams(searchParams);
  const page = pageOrFirst(params.page);
  const filters = eventFiltersOf(params);
  return {
    page,
    filters,
    events: namedEvents(db, { page, ...filters }),
    refusals: await signatureRefusals(db, new Date()),
  };
}

export type EventsPageView = Awaited<ReturnType<typeof loadEventsPage>>;
