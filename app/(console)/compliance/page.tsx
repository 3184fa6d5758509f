import type { Metadata } from "next";
import { Suspense } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination, pageFromParam } from "@/components/ui/pagination";
import { ProviderError } from "@/components/ui/provider-error";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { QueueFilter, queueHref } from "@/features/compliance/components/queue-filter";
import { QueueTable } from "@/features/compliance/components/queue-table";
import {
  complianceQueue,
  MERGED_QUEUE_DEPTH,
  QUEUE_PAGE_SIZE,
  type QueueStatus,
  queueStatuses,
} from "@/features/compliance/lib/queue";
import { latestDecisions } from "@/features/compliance/lib/records";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { readOrExplain } from "@/lib/console/read-or-explain";
import { latestVerificationStatuses } from "@/lib/console/webhooks/customer-events";
import type { Db } from "@/lib/db";

export const metadata: Metadata = { title: "Compliance" };

type Search = { status?: string; page?: string };

async function Queue({ db, status, page }: { db: Db; status?: QueueStatus; page: number }) {
  const read = await readOrExplain(
    db,
    complianceQueue((query) => camsClient().call("searchCustomers", { query }), { status, page }),
  );
  // A provider refusal and a provider answer the queue cannot use read the same.
  const queue = read.ok ? read.data : read;
  if (!queue.ok) {
    return (
      <ProviderError
        title="The queue could not be read from the provider"
        message={queue.message}
      />
    );
  }
  if (queue.customers.length === 0) {
    return queue.total === 0 ? (
      <EmptyState title="Nobody is waiting for review">
        Customers appear here when the provider's AML checks put them on hold or reject them.
      </EmptyState>
    ) : (
      <EmptyState title="This page is past the end of the queue">
        {queue.reachable < queue.total
          ? `With both statuses together, the ${MERGED_QUEUE_DEPTH} oldest can be paged through. Filter by status to reach the rest.`
          : "Go back to the first page."}
      </EmptyState>
    );
  }
  const ids = queue.customers.map((customer) => customer.customer_id);
  const [decisions, verifications] = await Promise.all([
    latestDecisions(db, ids),
    latestVerificationStatuses(db, ids),
  ]);
  return (
    <>
      {queue.reachable < queue.total && (
        <p className="mb-3 text-sm text-slate-700">
          {queue.total} customers are waiting. With both statuses together the {MERGED_QUEUE_DEPTH}{" "}
          oldest are listed here; filter by status to page through all of them.
        </p>
      )}
      <QueueTable rows={queue.customers} decisions={decisions} verifications={verifications} />
      <Pagination
        page={page}
        pageSize={QUEUE_PAGE_SIZE}
        total={queue.reachable}
        hrefFor={(p) => queueHref(p, status)}
        noun="customers"
      />
    </>
  );
}

export default async function CompliancePage({ searchParams }: { searchParams: Promise<Search> }) {
  // Checked before anything streams, so a refused visitor gets a real 403.
  const { db } = await requirePagePermission("compliance.review");
  const params = await searchParams;
  const page = pageFromParam(params.page);
  const status = queueStatuses.find((s) => s === params.status);

  return (
    <>
      <PageHeader
        title="Compliance"
        description="Customers the provider's AML checks put on hold or rejected, oldest first: the one created longest ago has waited longest, as the provider reports no date for the hold itself. Open one to review its evidence and record a decision."
      />
      <QueueFilter status={status} />
      <Suspense key={`${status}-${page}`} fallback={<TableSkeleton />}>
        <Queue db={db} status={status} page={page} />
      </Suspense>
    </>
  );
}
