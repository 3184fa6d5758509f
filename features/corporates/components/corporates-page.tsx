import Link from "next/link";
import { Suspense } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { DetailSection } from "@/components/ui/detail-section";
import { EmptyState } from "@/components/ui/empty-state";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { Field, Input } from "@/components/ui/field";
import { FindByIdForm } from "@/components/ui/find-by-id-form";
import { formatTimestamp } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { DIRECTORY_PAGE_SIZE, type DirectorySort } from "@/lib/console/directory";
import {
  type CorporatesListState,
  corporatesExportHref,
  corporatesHref,
} from "../lib/search-params";
import type { CorporatesPageView } from "../loaders/corporates-page";

const PROVIDER_HAS_NO_LIST =
  "The provider has no operation that lists corporates, so this list holds the corporates the console has created or opened.";

/** The corporates the console knows, with a name filter, sortable columns and pages of 50. */
export function CorporatesPage({ view }: { view: CorporatesPageView }) {
  const { state, page } = view;
  return (
    <>
      <PageHeader
        title="Corporates"
        description={`${PROVIDER_HAS_NO_LIST} One created elsewhere appears once it is opened by its id below.`}
        actions={
          view.canManage && (
            <Link
              href="/corporates/new"
              className="rounded-md bg-brand-600 px-3.5 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              New corporate
            </Link>
          )
        }
      />
      <NameFilter state={state} />
      <Suspense key={corporatesHref(state, page)} fallback={<TableSkeleton />}>
        <CorporateList view={view} />
      </Suspense>
      <div className="mt-8">
        <DetailSection id="find-corporate" title="Open a corporate by its id">
          <FindByIdForm
            action="/corporates"
            name="corporate_id"
            label="Corporate id"
            value={view.find.corporateId}
            error={view.find.error}
            hint="Paste the corporate_id from onboarding records, a webhook or a support ticket. Once opened, it stays in the list."
            submit="Open corporate"
          />
        </DetailSection>
      </div>
    </>
  );
}

/** A plain GET form: the filter lands in the URL (sharable, reloadable) and starts at page 1. */
function NameFilter({ state }: { state: CorporatesListState }) {
  const hint = "Any part of the name; letter case and accents do not matter";
  return (
    <search aria-label="Filter corporates" className="mb-4">
      <form method="get" action="/corporates" className="flex flex-wrap items-end gap-3">
        <div className="w-80">
          <Field id="name" label="Name" hint={hint}>
            <Input
              id="name"
              name="name"
              type="search"
              defaultValue={state.name}
              autoComplete="off"
              aria-describedby="name-hint"
            />
          </Field>
        </div>
        {state.sort !== "name" && <input type="hidden" name="sort" value={state.sort} />}
        {state.dir !== "asc" && <input type="hidden" name="dir" value={state.dir} />}
        <Button type="submit" className="mb-6">
          Filter
        </Button>
        {state.name && (
          <Link
            href={corporatesHref({ ...state, name: "" })}
            className="mb-8 text-sm font-medium text-brand-700 hover:underline"
          >
            Clear filter
          </Link>
        )}
      </form>
    </search>
  );
}

/** A column header that sorts by it; a second click turns the order round. */
function SortHeader({
  state,
  sort,
  label,
}: {
  state: CorporatesListState;
  sort: DirectorySort;
  label: string;
}) {
  const active = state.sort === sort;
  const dir = active && state.dir === "asc" ? "desc" : "asc";
  const now = state.dir === "asc" ? "ascending" : "descending";
  return (
    <Link href={corporatesHref({ ...state, sort, dir })} className="hover:underline">
      {label}
      {active && (
        <>
          <span aria-hidden> {state.dir === "asc" ? "↑" : "↓"}</span>
          <span className="sr-only"> (sorted {now})</span>
        </>
      )}
    </Link>
  );
}

async function CorporateList({ view }: { view: CorporatesPageView }) {
  const { rows, total } = await view.list;
  const { state } = view;
  if (rows.length === 0) {
    return state.name ? (
      <EmptyState title="No corporate matches">
        No corporate the console knows has “{state.name}” in its name. {PROVIDER_HAS_NO_LIST} Open
        one by its id below to add it.
      </EmptyState>
    ) : (
      <EmptyState title="No corporates yet">
        {PROVIDER_HAS_NO_LIST} Create one, or open one by its id below (the demo corporate too: the
        sandbox seeding created it without the console).
      </EmptyState>
    );
  }
  return (
    <>
      <div className="mb-3 flex justify-end">
        <ExportCsvButton
          href={corporatesExportHref(state)}
          label={state.name ? "Export matching as CSV" : "Export CSV"}
        />
      </div>
      <DataTable
        caption="Corporates"
        columns={[
          <SortHeader key="name" state={state} sort="name" label="Name" />,
          "Corporate id",
          <SortHeader key="created" state={state} sort="created" label="Created" />,
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id} data-testid="corporate-row">
            <td className="px-3 py-2">
              <Link
                href={`/corporates/${encodeURIComponent(row.id)}`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {row.displayName}
              </Link>
            </td>
            <td className="px-3 py-2 font-mono text-xs">{row.id}</td>
            <td className="px-3 py-2">
              {row.createdDate ? formatTimestamp(row.createdDate.toISOString()) : "—"}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination
        page={view.page}
        pageSize={DIRECTORY_PAGE_SIZE}
        total={total}
        hrefFor={(p) => corporatesHref(state, p)}
        noun="corporates"
      />
    </>
  );
}
