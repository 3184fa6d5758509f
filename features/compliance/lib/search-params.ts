import { createLoader, createSerializer, parseAsStringLiteral } from "nuqs/server";
import { atPage, pageParser } from "@/components/ui/url-state";
import { type QueueStatus, queueStatuses } from "./queue";

/** The queue's URL: its status filter (none: both) and page. Read by the loader, written by links. */
const queueParams = {
  status: parseAsStringLiteral(queueStatuses),
  page: pageParser,
};

export const loadQueueParams = createLoader(queueParams);

const serialize = createSerializer(queueParams);

export function queueHref(page: number, status?: QueueStatus): string {
  return `/compliance${serialize({ status: status ?? null, page: atPage(page) })}`;
}
