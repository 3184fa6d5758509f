import Link from "next/link";
import { Suspense } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { outcomeWords } from "@/features/audit/lib/audit-words";
import { auditOutcomes } from "@/lib/db/schema";
import { AUDIT_PAGE_SIZE } from "../lib/list-audit-entries";
import { auditHref } from "../lib/search-params";
import type { AuditPageView } from "../loaders/audit-page";
import { AuditTable } from "./audit-table";

export function AuditPage({ view }: { view: AuditPageView }) {
  return (
    <>
      <PageHeader
        title="Audit"
        description="Every sign-in, refusal and change, newest first. Entries can never be edited or removed."
      />
      <nav className="mb-4 flex gap-2 text-sm" aria-label="Filter by outcome">
        {[undefined, ...auditOutcomes].map((o) => (
          <Link
            key={o ?? "all"}
            href={auditHref(1, o)}
            aria-current={o === view.outcome ? "true" : undefined}
            className="rounded-full px-3 py-1 ring-1 ring-slate-300 aria-[current=true]:bg-slate-800 aria-[current=true]:text-white"
          >
            {o ? (outcomeWords[o] ?? o) : "All"}
          </Link>
        ))}
      </nav>
      <Suspense key={`${view.page}-${view.outcome}`} fallback={<TableSkeleton />}>
        <AuditEntries view={view} />
      </Suspense>
    </>
  );
}

async function AuditEntries({ view }: { view: AuditPageView }) {
  const { rows, total, targets } = await view.entries;
  if (rows.length === 0) return <EmptyState title="No audit entries match" />;
  return (
    <>
      <AuditTable rows={rows} targets={targets} />
      <Pagination
        page={view.page}
        pageSize={AUDIT_PAGE_SIZE}
        total={total}
        hrefFor={(p) => auditHref(p, view.outcome)}
        noun="entries"
      />
    </>
  );
}
