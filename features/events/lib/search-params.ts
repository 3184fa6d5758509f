import { createLoader, createSerializer, parseAsStringLiteral } from "nuqs/server";
import { atPage, filterParser, pageParser } from "@/components/ui/url-state";
import { type EventFilters, eventTypeFilters } from "@/lib/console/webhooks/list-events";

/** The Events page's URL: type filter, customer id and page. Read by the loader, written by links. */
export const eventsParams = {
  type: parseAsStringLiteral(eventTypeFilters),
  customer: filterParser,
  page: pageParser,
};

export const loadEventsParams = createLoader(eventsParams);

const serialize = createSerializer(eventsParams);

export function eventsHref(page: number, { type, customerId }: EventFilters): string {
  return `/events${serialize({ type: type ?? null, customer: customerId ?? "", page: atPage(page) })}`;
}
