import { createLoader, createSerializer, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { atPage, pageParser } from "@/components/ui/url-state";
import { caseKinds, caseStatuses } from "@/lib/db/schema/case-values";
import { type InboxView, inboxViews } from "./inbox-views";

/**
 * The inbox's URL: its view (none: the role's default), its filters and page. One parser map,
 * read by the loader and the export, written by the tabs, the filter form and the pager.
 */
const inboxParams = {
  view: parseAsStringLiteral(inboxViews),
  status: parseAsStringLiteral(caseStatuses),
  kind: parseAsStringLiteral(caseKinds),
  /** An officer's id, or "none" for the unassigned. */
  owner: parseAsString,
  due_from: parseAsString,
  due_to: parseAsString,
  customer: parseAsString,
  page: pageParser,
};

export const loadInboxParams = createLoader(inboxParams);
export type InboxParams = Awaited<ReturnType<typeof loadInboxParams>>;

/** The filter keys, as a GET form and a link carry them. */
const inboxFilterKeys = ["status", "kind", "owner", "due_from", "due_to", "customer"] as const;
export type InboxFilterValues = Partial<Record<(typeof inboxFilterKeys)[number], string | null>>;

const serialize = createSerializer(inboxParams);

/** A view's link, keeping the filters given (a tab keeps them; a pager keeps them too). */
export function inboxHref(view: InboxView, page = 1, filters: InboxFilterValues = {}): string {
  const kept = Object.fromEntries(
    inboxFilterKeys.map((key) => [key, filters[key] || null]),
  ) as Record<(typeof inboxFilterKeys)[number], string | null>;
  return `/cases${serialize({
    ...kept,
    status: (kept.status as (typeof caseStatuses)[number] | null) ?? null,
    kind: (kept.kind as (typeof caseKinds)[number] | null) ?? null,
    view,
    page: atPage(page),
  })}`;
}
