import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { formatCount, formatDate } from "@/components/ui/format";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { TextLink } from "@/components/ui/text-link";
import {
  caseKindLabels,
  caseOutcomeLabels,
  casePriorityLabels,
  caseStatusLabels,
} from "@/lib/console/cases/machine";
import { INBOX_PAGE_SIZE, inboxViewLabels, inboxViews } from "../lib/inbox-views";
import { inboxHref } from "../lib/search-params";
import type { InboxPageView } from "../loaders/inbox-page";
import { DueBadge } from "./due-badge";
import { InboxFilters } from "./inbox-filters";
import { OfficersSection } from "./officers-section";

const emptyWords: Record<InboxPageView["view"], string> = {
  mine: "No open case is yours. Take one from Unassigned.",
  unassigned: "Every open case has an owner.",
  due_today: "Nothing else falls due today.",
  overdue: "No open case is overdue.",
  escalated: "No case is escalated.",
  snoozed: "No case is snoozed.",
  open: "No case is open. A case opens by itself when the provider holds or rejects a customer.",
  closed: "No case has been closed yet.",
};

/** The compliance inbox: one tab per view with its count, the view's cases soonest due first. */
export function InboxPage({ view }: { view: InboxPageView }) {
  return (
    <>
      <PageHeader
        title="Cases"
        description={
          view.canWork
            ? "Every AML hold, rejected verification and case raised by hand, with its owner and deadline. Take a case to own it."
            : "Every AML hold, rejected verification and case raised by hand, with its owner and deadline. Compliance officers work them; you can read them."
        }
      />
      <nav aria-label="Case views" className="mb-4 flex flex-wrap gap-2 text-sm">
        {inboxViews.map((each) => (
          <Link
            key={each}
            href={inboxHref(each, 1, view.filterValues)}
            aria-current={each === view.view ? "page" : undefined}
            className="rounded-full px-3 py-1 ring-1 ring-slate-300 hover:bg-slate-50 aria-[current=page]:bg-slate-800 aria-[current=page]:text-white"
          >
            {inboxViewLabels[each]} ({formatCount(view.counts[each])})
          </Link>
        ))}
      </nav>
      <InboxFilters
        view={view.view}
        values={view.filterValues}
        fieldErrors={view.fieldErrors}
        officers={view.officers}
        filtered={view.filtered}
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" role="status">
          {formatCount(view.total)} {view.total === 1 ? "case" : "cases"}
          {view.filtered && " match the filters (the counts on the tabs are of each whole view)"}
        </p>
        <ExportCsvButton
          href={inboxHref(view.view, 1, view.filterValues).replace(
            /^\/cases/,
            "/api/exports/cases",
          )}
        />
      </div>
      {view.rows.length === 0 ? (
        <EmptyState title={view.total === 0 ? "No cases here" : "This page is past the end"}>
          {view.total > 0
            ? "Go back to the first page."
            : view.filtered
              ? "No case of this view matches the filters."
              : emptyWords[view.view]}
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption={`${inboxViewLabels[view.view]}: cases`}
            columns={[
              "Customer",
              "Kind",
              "Status",
              "Priority",
              "Owner",
              view.view === "closed" ? "Outcome" : "Due",
              "Opened",
            ]}
          >
            {view.rows.map((row) => (
              <tr key={row.id}>
                <td className="px-3 py-2">
                  <TextLink href={`/cases/${row.id}`}>
                    {row.customerName ?? "Customer not yet seen"}
                  </TextLink>
                </td>
                <td className="px-3 py-2">{caseKindLabels[row.kind]}</td>
                <td className="px-3 py-2">{caseStatusLabels[row.status]}</td>
                <td className="px-3 py-2">{casePriorityLabels[row.priority]}</td>
                <td className="px-3 py-2">{row.ownerName ?? "Unassigned"}</td>
                <td className="px-3 py-2">
                  {view.view === "closed" ? (
                    row.outcome ? (
                      caseOutcomeLabels[row.outcome]
                    ) : (
                      "—"
                    )
                  ) : (
                    <DueBadge due={row.dueAt} now={view.now} closed={row.status === "closed"} />
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={view.page}
            pageSize={INBOX_PAGE_SIZE}
            total={view.total}
            hrefFor={(p) => inboxHref(view.view, p, view.filterValues)}
            noun="cases"
          />
        </>
      )}
      <div className="mt-8">
        <OfficersSection officers={view.officers} meId={view.userId} canWork={view.canWork} />
      </div>
    </>
  );
}
