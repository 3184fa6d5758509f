import type { QueueCustomer, QueueStatus, SearchCustomers } from "@/features/compliance/server";
import { MAX_PAGE_SIZE } from "@/lib/cams";

const DAY_MS = 86_400_000;

/** The ages the AML queue is counted by, youngest first; the last has no upper end. */
export const amlAgeBands = [
  { label: "Under 1 day", upToDays: 1 },
  { label: "1 to 7 days", upToDays: 7 },
  { label: "Over 7 days", upToDays: null },
] as const;

/** How many provider pages per status the youngest bands may read before counting stops. */
export const AML_PAGE_LIMIT = 10;

type AmlAges =
  | {
      ok: true;
      total: number;
      /** Per band, in amlAgeBands order. */
      bands: number[];
      /** True when the younger bands hold more than the pages read: their counts are "at least". */
      capped: boolean;
      oldest: QueueCustomer | null;
    }
  | { ok: false; message: string };

/**
 * The AML queue (OnHold and Rejected customers, as the compliance queue reads it) counted by
 * age since created_date, the queue's own measure of waiting. The provider lists newest first,
 * so each status's first pages hold the young customers: reading stops at the first customer
 * older than the last band's start, and everyone after is counted in that band from the total.
 * The oldest waiting is each status's last item, read with a page of one. `statuses` are the
 * queue's (the compliance area's `queueStatuses`), passed in so this stays free of its loaders.
 */
export async function amlQueueByAge(
  search: SearchCustomers,
  statuses: readonly QueueStatus[],
  now: Date,
): Promise<AmlAges> {
  const oldestBandStart = now.getTime() - amlAgeBands[amlAgeBands.length - 2]!.upToDays! * DAY_MS;
  const bands = amlAgeBands.map(() => 0);
  let total = 0;
  let capped = false;
  const oldest: QueueCustomer[] = [];
  for (const status of statuses) {
    const probe = await search({ status, page_number: 1, page_size: 1 });
    const statusTotal = probe.total_count;
    if (statusTotal === undefined)
      return {
        ok: false,
        message: "The provider's customer search did not report how many customers it holds.",
      };
    total += statusTotal;
    if (statusTotal === 0) continue;
    const [last] = (await search({ status, page_number: statusTotal, page_size: 1 })).customers;
    if (last) oldest.push(last);
    let young = 0;
    for (let page = 1; young < statusTotal; page++) {
      if (page > AML_PAGE_LIMIT) {
        capped = true;
        break;
      }
      const { customers } = await search({ status, page_number: page, page_size: MAX_PAGE_SIZE });
      const stillYoung = customers.filter((c) => created(c) > oldestBandStart);
      for (const customer of stillYoung) bands[bandOf(created(customer), now)]! += 1;
      young += stillYoung.length;
      if (stillYoung.length < customers.length || customers.length < MAX_PAGE_SIZE) break;
    }
    bands[bands.length - 1]! += statusTotal - young;
  }
  oldest.sort((a, b) => created(a) - created(b));
  return { ok: true, total, bands, capped, oldest: oldest[0] ?? null };
}

/** A customer without a readable created_date counts as the oldest: it cannot be shown younger. */
const created = (customer: QueueCustomer) => {
  const at = Date.parse(customer.created_date ?? "");
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
};

function bandOf(createdAt: number, now: Date): number {
  const ageDays = (now.getTime() - createdAt) / DAY_MS;
  const index = amlAgeBands.findIndex((band) => band.upToDays !== null && ageDays < band.upToDays);
  return index === -1 ? amlAgeBands.length - 1 : index;
}
