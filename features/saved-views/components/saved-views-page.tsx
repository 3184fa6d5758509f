import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink } from "@/components/ui/text-link";
import type { SavedViewsPageView } from "../loaders/saved-views";
import { OwnViewRow } from "./own-view-row";

/** The user's saved views to rename, share or delete, and the views others shared with them. */
export function SavedViewsPage({ view }: { view: SavedViewsPageView }) {
  return (
    <>
      <PageHeader
        title="Saved views"
        description="A view keeps a list's filters and sorting under a name in the sidebar. Save one with “Save view” above any list."
      />
      <h2 className="mb-2 text-lg font-semibold">Your views</h2>
      {view.own.length === 0 ? (
        <EmptyState title="No saved views yet">
          Open a list, filter it, then choose “Save view” at the top of the page.
        </EmptyState>
      ) : (
        <DataTable
          caption="Your saved views"
          columns={[
            "Name",
            "List",
            "Shared with",
            "Change",
            <span key="result" className="sr-only">
              Result
            </span>,
          ]}
        >
          {view.own.map((v) => (
            <OwnViewRow key={v.id} view={v} />
          ))}
        </DataTable>
      )}
      <h2 className="mb-2 mt-8 text-lg font-semibold">Shared with the {view.role} role</h2>
      {view.shared.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody has shared a view with your role yet.</p>
      ) : (
        <DataTable caption="Views shared with your role" columns={["Name", "List", "Saved by"]}>
          {view.shared.map((v) => (
            <tr key={v.id}>
              <td className="px-3 py-2">
                <TextLink href={v.href} className="font-medium">
                  {v.name}
                </TextLink>
              </td>
              <td className="px-3 py-2 text-slate-700">{v.list}</td>
              <td className="px-3 py-2 text-slate-700">{v.ownerName}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
