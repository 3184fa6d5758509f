import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination, pageFromParam } from "@/components/ui/pagination";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { AuditTable } from "@/features/audit/components/audit-table";
import { AUDIT_PAGE_SIZE, listAuditEntries } from "@/features/audit/loaders/list-audit-entries";
import { requirePagePermission } from "@/lib/console/auth/session";
import type { Db } from "@/lib/db";
import { type AuditOutcome, auditOutcomes } from "@/lib/db/schema";

export const metadata: Metadata = { title: "Audit" };

type Search = { page?: string; outcome?: string };

function auditHref(page: number, outcome?: AuditOutcome) {
  return `/audit?${new URLSearchParams({ ...(outcome ? { outcome } : {}), page: String(page) })}`;
}

async function AuditEntries({
  db,
  page,
  outcome,
}: {
  db: Db;
  page: number;
  outcome?: AuditOutcome;
}) {
  const { rows, total } = await listAuditEntries(db, { page, outcome });
  if (rows.length === 0) return <EmptyState title="No audit entries match" />;
  return (
    <>
      <AuditTable rows={rows} />
      <Pagination
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        total={total}
        hrefFor={(p) => auditHref(p, outcome)}
        noun="entries"
      />
    </>
  );
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<Search> }) {
  // Checked before anything streams, so a refused visitor gets a real 403.
  const { db } = await requirePagePermission("audit.view");
  const params = await searchParams;
  const page = pageFromParam(params.page);
  const outcome = auditOutcomes.find((o) => o === params.outcome);

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
            aria-current={o === outcome ? "true" : undefined}
            className="rounded-full px-3 py-1 ring-1 ring-slate-300 aria-[current=true]:bg-slate-800 aria-[current=true]:text-white"
          >
            {o ?? "all"}
          </Link>
        ))}
      </nav>
      <Suspense key={`${page}-${outcome}`} fallback={<TableSkeleton />}>
        <AuditEntries db={db} page={page} outcome={outcome} />
      </Suspense>
    </>
  );
}
