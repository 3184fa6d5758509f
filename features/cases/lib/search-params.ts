import { createLoader, createSerializer, parseAsStringLiteral } from "nuqs/server";
import { atPage, pageParser } from "@/components/ui/url-state";
import { type InboxView, inboxViews } from "./inbox-views";

/** The inbox's URL: its view (none: the role's default) and page. Read by the loader, written by links. */
const inboxParams = {
  view: parseAsStringLiteral(inboxViews),
  page: pageParser,
};

export const loadInboxParams = createLoader(inboxParams);

const serialize = createSerializer(inboxParams);

export function inboxHref(view: InboxView, page = 1): string {
  return `/cases${serialize({ view, page: atPage(page) })}`;
}
