import "server-only";
import { pageOrFirst } from "@/components/ui/url-state";
import { latestVerificationStatuses } from "@/features/events/server";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { recordSeenQuietly, seenCustomer } from "@/lib/console/directory";
import { readOrExplain } from "@/lib/console/read-or-explain";
import { complianceQueue } from "../lib/queue";
import { latestDecisions } from "../lib/records";
import { loadQueueParams } from "../lib/search-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The AML queue: the permission first (a real 403 before anything streams), then the page of
 * held and rejected customers from the provider, with the console's decisions and the latest
 * verification status of each, streamed in together.
 */
export async function loadQueuePage(searchParams: SearchParams) {
  const { db } = await requirePagePermission("compliance.review");
  const params = await loadQueueParams(searchParams);
  const status = params.status ?? undefined;
  const page = pageOrFirst(params.page);
  const queue = readOrExplain(
    db,
    complianceQueue((query) => camsClient().call("searchCustomers", { query }), { status, page }),
  ).then(async (read) => {
    // A provider refusal and a provider answer the queue cannot use read the same.
    const answer = read.ok ? read.data : read;
    if (!answer.ok) return answer;
    const ids = answer.customers.map((customer) => customer.customer_id);
    const [decisions, verifications] = await Promise.all([
      latestDecisions(db, ids),
      latestVerificationStatuses(db, ids),
      // The held and rejected customers go into the directory too, statuses refreshed.
      recordSeenQuietly(db, answer.customers.flatMap(seenCustomer)),
    ]);
    return { ...answer, decisions, verifications };
  });
  return { status, page, queue };
}

export type QueuePageView = Awaited<ReturnType<typeof loadQueuePage>>;
