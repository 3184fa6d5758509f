import { createLoader, createSerializer, parseAsStringLiteral } from "nuqs/server";
import { atPage, filterParser, pageParser } from "@/components/ui/url-state";
import {
  type EventFilters,
  eventDateFields,
  eventOutcomes,
  eventTypeFilters,
} from "@/features/events/lib/list-events";

/**
 * The Events page's URL: type, payload status, outcome, customer id, a UTC day range on the
 * created or received time, and page. Read by the loader, written by links.
 */
const eventsParams = {
  type: parseAsStringLiteral(eventTypeFilters),
  status: filterParser,
  outcome: parseAsStringLiteral(eventOutcomes),
  customer: filterParser,
  from: filterParser,
  to: filterParser,
  on: parseAsStringLiteral(eventDateFields),
  page: pageParser,
};

export const loadEventsParams = createLoader(eventsParams);

const serialize = createSerializer(eventsParams);

export function eventsHref(page: number, filters: EventFilters): string {
  return `/events${serialize({
    type: filters.type ?? null,
    status: filters.status ?? "",
    outcome: filters.outcome ?? null,
    customer: filters.customerId ?? "",
    from: filters.from ?? "",
    to: filters.to ?? "",
    on: filters.dateField ?? null,
    page: atPage(page),
  })}`;
}

/** A day as the date inputs send it; anything else is no filter rather than a broken query. */
const calendarDay = (raw: string): string | undefined => {
  const day = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return Number.isNaN(new Date(`${day}T00:00:00Z`).getTime()) ? undefined : day;
};

/** The filters a parsed URL names, blanks dropped. */
export function eventFiltersOf(params: Awaited<ReturnType<typeof loadEventsParams>>): EventFilters {
  return {
    type: params.type ?? undefined,
    status: params.status.trim() || undefined,
    outcome: params.outcome ?? undefined,
    customerId: params.customer.trim() || undefined,
    from: calendarDay(params.from),
    to: calendarDay(params.to),
    dateField: params.on ?? undefined,
  };
}
