import { DataTable } from "@/components/ui/data-table";
import { HoldNotice } from "@/components/ui/hold-notice";
import { PageHeader } from "@/components/ui/page-header";
import type { SettingsPageView } from "../loaders/settings-page";
import { InviteForm } from "./invite-form";
import { SecondFactorRequirement } from "./second-factor-requirement";
import { SettingsNav } from "./settings-nav";
import { UserRow } from "./user-row";

export function SettingsPage({ view }: { view: SettingsPageView }) {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Console users and their roles, and the console's credentials at the provider."
      />
      <SettingsNav current="/settings" />
      <h2 className="mb-1 text-lg font-semibold">Users</h2>
      <p className="mb-3 text-sm text-slate-600">
        A change of role or a disabled account takes effect on the user&apos;s next click.
      </p>
      {view.roleHold && (
        <HoldNotice className="mb-3">
          {view.roleHold} Disabling or enabling an account does not wait.
        </HoldNotice>
      )}
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
      <section aria-labelledby="sign-in-heading" className="mt-6">
        <h2 id="sign-in-heading" className="mb-2 text-lg font-semibold">
          Sign-in
        </h2>
        <SecondFactorRequirement required={view.secondFactorRequired} />
      </section>
      <section aria-labelledby="invite-heading" className="mt-6">
        <h2 id="invite-heading" className="mb-1 text-lg font-semibold">
          Invite a person
        </h2>
        <p className="mb-3 text-sm text-slate-600">
          They get a link to set their own password (at least 12 characters), valid for 72 hours.
          The very first admin is made from the command line:{" "}
          <code className="rounded bg-slate-100 px-1">npm run user:create</code>.
        </p>
        <InviteForm />
      </section>
    </>
  );
}
