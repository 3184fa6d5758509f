import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { formatTimestamp } from "@/components/ui/format";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { approvalHref } from "@/lib/console/actions/result";
import { requestTitle } from "../lib/summary";
import type { ApprovalsPageView, RequestSummary } from "../loaders/approvals-page";
import { RequestStatusBadge } from "./status-badge";

/** The approvals queue: what waits for this person's decision, then recent requests. */
export function ApprovalsPage({ view }: { view: ApprovalsPageView }) {
  return (
    <>
      <PageHeader
        title="Approvals"
        description="Actions a policy holds back until a second person approves them. Nobody approves their own request."
      />
      <section aria-labelledby="waiting" className="mb-8 space-y-3">
        <h2 id="waiting" className="text-base font-semibold text-slate-900">
          Waiting for your decision
        </h2>
        {view.waiting.length === 0 ? (
          <EmptyState title="Nothing waits for you">
            Requests others make that your role may approve appear here.
          </EmptyState>
        ) : (
          <RequestTable rows={view.waiting} caption="Requests waiting for your decision" />
        )}
      </section>
      <section aria-labelledby="recent" className="space-y-3">
        <h2 id="recent" className="text-base font-semibold text-slate-900">
          Recent requests
        </h2>
        {view.recent.length === 0 ? (
          <EmptyState title="No other requests">
            Your own requests and those already decided appear here, with their outcome.
          </EmptyState>
        ) : (
          <RequestTable rows={view.recent} caption="Recent requests and their outcome" />
        )}
      </section>
    </>
  );
}

function RequestTable({ rows, caption }: { rows: RequestSummary[]; caption: string }) {
  return (
    <DataTable caption={caption} columns={["Request", "Asked by", "Asked", "Status", "Decided by"]}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="px-3 py-2">
            <Link href={approvalHref(row.id)} className="font-medium text-brand-700 underline">
              {requestTitle(row.policy, row.payload)}
            </Link>
            {row.target?.label && (
              <span className="block text-xs text-slate-600" title={row.target.id ?? undefined}>
                {row.target.label}
              </span>
            )}
          </td>
          <td className="px-3 py-2">{row.mine ? "You" : row.makerEmail}</td>
          <td className="px-3 py-2">{formatTimestamp(row.createdAt)}</td>
          <td className="px-3 py-2">
            <RequestStatusBadge status={row.status} />
          </td>
          <td className="px-3 py-2">{row.checkerEmail ?? "—"}</td>
        </tr>
      ))}
    </DataTable>
  );
}
