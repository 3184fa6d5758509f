import { Suspense } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { AUDIT_PAGE_SIZE } from "../lib/list-audit-entries";
import { auditHref } from "../lib/search-params";
import type { AuditPageView } from "../loaders/audit-page";
import { AuditFilters } from "./audit-filters";
import { AuditTable } from "./audit-table";

export function AuditPage({ view }: { view: AuditPageView }) {
  return (
    <>
      <PageHeader
        title="Audit"
        description="Every sign-in, refusal and change, newest first. Entries can never be edited or removed. Sign-ins are left out unless you choose them."
      />
      <AuditFilters view={view} />
      <div className="mb-3 flex justify-end">
        <ExportCsvButton
          href={auditHref(1, view.filters).replace(/^\/audit/, "/api/exports/audit")}
          label={view.filtered ? "Export matching as CSV" : "Export CSV"}
        />
      </div>
      <Suspense key={auditHref(view.page, view.filters)} fallback={<TableSkeleton />}>
        <AuditEntries view={view} />
      </Suspense>
    </>
  );
}

async function AuditEntries({ view }: { view: AuditPageView }) {
  const { rows, total, more, targets } = await view.entries;
  if (rows.length === 0) return <EmptyState title="No audit entries match" />;
  return (
    <>
      <AuditTable rows={rows} targets={targets} />
      <Pagination
        page={view.page}
        pageSize={AUDIT_PAGE_SIZE}
        total={total}
        hrefFor={(p) => auditHref(p, view.filters)}
        noun="entries"
        more={more ? { rowsOnPage: rows.length } : undefined}
      />
    </>
  );
}
