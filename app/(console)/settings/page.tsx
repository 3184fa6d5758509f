import type { Metadata } from "next";
import { UserRow } from "@/components/settings/user-row";
import { PageHeader } from "@/components/ui/page-header";
import { requirePagePermission } from "@/lib/console/auth/session";
import { listUsers } from "@/lib/console/auth/users";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const { db, user: me } = await requirePagePermission("settings.manage");
  const users = await listUsers(db);
  return (
    <>
      <PageHeader
        title="Settings"
        description="Console users and their roles. A change of role or a disabled account takes effect on the user's next click."
      />
      <h2 className="mb-2 text-lg font-semibold">Users</h2>
      <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                User
              </th>
              <th scope="col" className="px-3 py-2">
                Role
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                Access
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Result</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((u) => (
              <UserRow key={u.id} user={u} isSelf={u.id === me.id} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-slate-600">
        New users are created from the command line:{" "}
        <code className="rounded bg-slate-100 px-1">
          npm run user:create -- --email … --role … --name …
        </code>
      </p>
    </>
  );
}
