import Link from "next/link";
import { CopyIdButton } from "@/components/ui/copy-id-button";
import { DetailSection } from "@/components/ui/detail-section";
import {
  DirectoryFilters,
  DirectoryTable,
  ListActions,
  sortableColumns,
} from "@/components/ui/directory-filters";
import { isFiltered, NO_FILTERS } from "@/components/ui/directory-list";
import { FindByIdForm } from "@/components/ui/find-by-id-form";
import { formatTimestamp } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import { corporatesHref } from "../lib/search-params";
import type { CorporatesPageView } from "../loaders/corporates-page";

const PROVIDER_HAS_NO_LIST =
  "The provider has no operation that lists corporates, so this list holds the corporates the console has created or opened.";

/** The corporates the console knows, filtered by name and created date, sortable, in pages of 50. */
export function CorporatesPage({ view }: { view: CorporatesPageView }) {
  const { state, page } = view;
  const sortable = sortableColumns(state, corporatesHref);
  return (
    <>
      <PageHeader
        title="Corporates"
        description={`${PROVIDER_HAS_NO_LIST} One created elsewhere appears once it is opened by its id below.`}
        actions={
          <ListActions listHref={corporatesHref(state)}>
            {view.canManage && (
              <Link
                href="/corporates/new"
                className="rounded-md bg-brand-600 px-3.5 py-2 text-sm font-medium text-white hover:bg-brand-700"
              >
                New corporate
              </Link>
            )}
          </ListActions>
        }
      />
      <DirectoryFilters
        label="Filter corporates"
        action="/corporates"
        state={state}
        problems={view.problems}
        nameHint="Any part of the name; letter case and accents do not matter"
        clearHref={isFiltered(state) ? corporatesHref({ ...state, ...NO_FILTERS }) : null}
      />
      <DirectoryTable
        list={view.list}
        listKey={corporatesHref(state, page)}
        caption="Corporates"
        noun="corporates"
        page={page}
        hrefFor={(p) => corporatesHref(state, p)}
        columns={[sortable("name", "Name"), "Corporate id", sortable("created", "Created")]}
        empty={
          isFiltered(state)
            ? {
                title: "No corporate matches",
                text: `No corporate the console knows matches these filters. ${PROVIDER_HAS_NO_LIST} Open one by its id below to add it.`,
              }
            : {
                title: "No corporates yet",
                text: `${PROVIDER_HAS_NO_LIST} Create one, or open one by its id below (the demo corporate too: the sandbox seeding created it without the console).`,
              }
        }
        row={(row) => (
          <tr key={row.id} data-testid="corporate-row">
            <td className="px-3 py-2">
              <Link
                href={`/corporates/${encodeURIComponent(row.id)}`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {row.displayName}
              </Link>
            </td>
            <td className="px-3 py-2">
              <CopyIdButton id={row.id} noun="corporate" />
            </td>
            <td className="px-3 py-2">
              {row.createdDate ? formatTimestamp(row.createdDate.toISOString()) : "—"}
            </td>
          </tr>
        )}
      />
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
