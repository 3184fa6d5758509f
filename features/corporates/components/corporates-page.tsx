import Link from "next/link";
import { CopyIdButton } from "@/components/ui/copy-id-button";
import { DetailSection } from "@/components/ui/detail-section";
import { FindByIdForm } from "@/components/ui/find-by-id-form";
import { formatTimestamp } from "@/components/ui/format";
import { TextLink } from "@/components/ui/text-link";
import { type Column, DirectoryListPage } from "@/features/directory-lists";
import { corporatesHref } from "../lib/search-params";
import type { CorporatesPageView } from "../loaders/corporates-page";

const PROVIDER_HAS_NO_LIST =
  "The provider has no operation that lists corporates, so this list holds the corporates the console has created or opened.";

const columns: Column[] = [
  {
    header: "Name",
    sort: "name",
    cell: (row) => (
      <TextLink href={`/corporates/${encodeURIComponent(row.id)}`} className="font-medium">
        {row.displayName}
      </TextLink>
    ),
  },
  { header: "Corporate id", cell: (row) => <CopyIdButton id={row.id} noun="corporate" /> },
  {
    header: "Created",
    sort: "created",
    cell: (row) => (row.createdDate ? formatTimestamp(row.createdDate.toISOString()) : "—"),
  },
];

/** The corporates the console knows, filtered by name and created date, sortable, in pages of 50. */
export function CorporatesPage({ view }: { view: CorporatesPageView }) {
  return (
    <DirectoryListPage
      title="Corporates"
      description={`${PROVIDER_HAS_NO_LIST} One created elsewhere appears once it is opened by its id below.`}
      noun="corporates"
      path="/corporates"
      href={corporatesHref}
      read={view.list}
      rows={view.rows}
      columns={columns}
      rowTestId="corporate-row"
      filters={{ nameHint: "Any part of the name; letter case and accents do not matter" }}
      empty={{
        filtered: {
          title: "No corporate matches",
          text: `No corporate the console knows matches these filters. ${PROVIDER_HAS_NO_LIST} Open one by its id below to add it.`,
        },
        unfiltered: {
          title: "No corporates yet",
          text: `${PROVIDER_HAS_NO_LIST} Create one, or open one by its id below (the demo corporate too: the sandbox seeding created it without the console).`,
        },
      }}
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
    >
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
    </DirectoryListPage>
  );
}
