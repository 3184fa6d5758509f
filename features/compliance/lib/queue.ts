import type { z } from "zod";
import { type customerListResponse, MAX_PAGE_SIZE } from "@/lib/cams";

/**
 * The compliance queue: customers OnHold or Rejected, OLDEST FIRST, meaning by the provider's
 * `created_date`. The interface reports no date for the hold itself, and the sandbox's AML
 * check runs at creation, so the customer created longest ago has waited longest.
 *
 * GET /customers answers newest first (sandbox contract, "Lists and paging"), filtered by one
 * `status`, with `total_count`. So the oldest customers are on the provider's LAST pages: a
 * one-item probe gives the total, and the queue page is read from the end, at most two
 * provider pages of 50 for one status. With both statuses, page p needs the p × 25 oldest of
 * each to merge them; that is bounded by MERGED_QUEUE_DEPTH per status (beyond it, the page
 * asks for a status filter). A customer held or released while a page is being read can be
 * shown twice or missed at a page edge until the next load.
 */
export const queueStatuses = ["OnHold", "Rejected"] as const;
export type QueueStatus = (typeof queueStatuses)[number];

export const QUEUE_PAGE_SIZE = 25;
export const MERGED_QUEUE_DEPTH = 500;

type CustomerList = z.output<typeof customerListResponse>;
export type QueueCustomer = CustomerList["customers"][number];

/** GET /customers with a status filter: the console's client, or a fake in tests. */
export type SearchCustomers = (query: {
  status: QueueStatus;
  page_number: number;
  page_size: number;
}) => Promise<CustomerList>;

export type QueuePage =
  | {
      ok: true;
      customers: QueueCustomer[];
      /** Customers in the queue, as the provider counts them. */
      total: number;
      /** How many of them this view can page through (less than total when both statuses are merged past the depth). */
      reachable: number;
    }
  | { ok: false; message: string; code?: string };

class NoTotalCount extends Error {}

/** The customers at oldest-first positions [skip, skip + take) of one status, and its total. */
async function oldestWindow(
  search: SearchCustomers,
  status: QueueStatus,
  skip: number,
  take: number,
) {
  const probe = await search({ status, page_number: 1, page_size: 1 });
  const total = probe.total_count;
  if (total === undefined) throw new NoTotalCount();
  // Newest-first positions [start, end) hold the window.
  const end = total - skip;
  const start = Math.max(0, end - take);
  if (end <= 0) return { total, customers: [] };
  const first = Math.floor(start / MAX_PAGE_SIZE) + 1;
  const last = Math.floor((end - 1) / MAX_PAGE_SIZE) + 1;
  const pages = await Promise.all(
    Array.from({ length: last - first + 1 }, (_, i) =>
      search({ status, page_number: first + i, page_size: MAX_PAGE_SIZE }),
    ),
  );
  const offset = (first - 1) * MAX_PAGE_SIZE;
  const newestFirst = pages.flatMap((page) => page.customers).slice(start - offset, end - offset);
  return { total, customers: newestFirst.reverse() };
}

const createdAt = (customer: QueueCustomer) => Date.parse(customer.created_date ?? "");

/**
 * Merges two oldest-first lists, keeping each list's own order (the provider's tie-break);
 * on equal or unreadable dates the first list's customer goes first. A customer found in
 * both (its status changed between the two reads) is kept once.
 */
export function mergeOldestFirst(a: QueueCustomer[], b: QueueCustomer[]): QueueCustomer[] {
  const merged: QueueCustomer[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const takeB = i >= a.length || (j < b.length && createdAt(b[j]!) < createdAt(a[i]!));
    merged.push(takeB ? b[j++]! : a[i++]!);
  }
  const seen = new Set<string>();
  return merged.filter(({ customer_id: id }) => {
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** One page of the queue, oldest first: one status, or both merged. */
export async function complianceQueue(
  search: SearchCustomers,
  { status, page }: { status?: QueueStatus; page: number },
): Promise<QueuePage> {
  const skip = (page - 1) * QUEUE_PAGE_SIZE;
  try {
    if (status) {
      const window = await oldestWindow(search, status, skip, QUEUE_PAGE_SIZE);
      return { ok: true, ...window, reachable: window.total };
    }
    const depth = Math.min(page * QUEUE_PAGE_SIZE, MERGED_QUEUE_DEPTH);
    const [held, rejected] = await Promise.all(
      queueStatuses.map((each) => oldestWindow(search, each, 0, depth)),
    );
    const total = held!.total + rejected!.total;
    return {
      ok: true,
      customers: mergeOldestFirst(held!.customers, rejected!.customers).slice(
        skip,
        skip + QUEUE_PAGE_SIZE,
      ),
      total,
      reachable: Math.min(total, MERGED_QUEUE_DEPTH),
    };
  } catch (error) {
    if (!(error instanceof NoTotalCount)) throw error;
    return {
      ok: false,
      message:
        "The provider's customer search did not report total_count, which the oldest-first queue needs to find the oldest customers on the last pages.",
    };
  }
}
