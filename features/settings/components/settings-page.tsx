import { DataTable } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import type { SettingsPageView } from "../loaders/settings-page";
import { UserRow } from "./user-row";

export function SettingsPage({ view }: { view: SettingsPageView }) {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Console users and their roles. A change of role or a disabled account takes effect on the user's next click."
      />
      <h2 className="mb-2 text-lg font-semibold">Users</h2>
      <DataTable
        columns={[
          "User",
          "Role",
          "Status",
          "Access",
          <span key="result" className="sr-only">
            Result
          </span>,
        ]}
      >
        {view.users.map((u) => (
          <UserRow key={u.id} user={u} isSelf={u.id === view.meId} />
        ))}
      </DataTable>
      <p className="mt-4 text-sm text-slate-600">
        New users are created from the command line:{" "}
        <code className="rounded bg-slate-100 px-1">
          npm run user:create -- --email … --role … --name …
        </code>
      </p>
    </>
  );
}
