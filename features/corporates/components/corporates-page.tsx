import { CopyIdButton } from "@/components/ui/copy-id-button";
import { formatTimestamp } from "@/components/ui/format";
import { Link } from "@/components/ui/link";
import { type Column, DirectoryListPage, nameColumn } from "@/features/directory-lists";
import { corporatesHref } from "../lib/search-params";
import type { CorporatesPageView } from "../loaders/corporates-page";

const PROVIDER_HAS_NO_LIST =
  "The provider has no operation that lists corporates, so this list holds the corporates the console has created or opened.";

const columns: Column[] = [
  nameColumn("Name", (row) => `/corporates/${encodeURIComponent(row.id)}`),
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
      one="corporate"
      many="corporates"
      rowTestId="corporate-row"
      about={PROVIDER_HAS_NO_LIST}
      description={`${PROVIDER_HAS_NO_LIST} One created elsewhere appears once it is opened by its id below.`}
      whenEmpty="Create one, or open one by its id below (the demo corporate too: the sandbox seeding created it without the console)."
      whenNoMatch="Open one by its id below to add it."
      href={corporatesHref}
      view={view}
      columns={columns}
      filters={{ nameHint: "Any part of the name; letter case and accents do not matter" }}
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
      find={{
        value: view.find.corporateId,
        error: view.find.error,
        hint: "Paste the corporate_id from onboarding records, a webhook or a support ticket. Once opened, it stays in the list.",
      }}
    />
  );
}
