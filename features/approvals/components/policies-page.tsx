import { DataTable } from "@/components/ui/data-table";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { SettingsNav } from "@/features/settings";
import type { PoliciesPageView } from "../loaders/policies-page";
import { PolicyForm } from "./policy-form";
import { PolicyWords } from "./policy-words";

/**
 * The four-eyes policies, one row per action, and the form of the one being changed. A change
 * is audited, and waits for another admin's approval while the "policy change" policy is on
 * (always, while any other policy is).
 */
export function PoliciesPage({
  view,
  editing,
}: {
  view: PoliciesPageView;
  editing: string | null;
}) {
  const current = view.policies.find((policy) => policy.action === editing);
  return (
    <>
      <PageHeader
        title="Settings"
        description="Console users and their roles, the console's credentials at the provider, and which actions need a second person."
      />
      <SettingsNav current="/settings/approvals" />
      <div className="space-y-6">
        <ChangeNotice view={view} />
        <DataTable
          caption="Approval policies"
          columns={[
            "Action",
            "Policy",
            <span key="change" className="sr-only">
              Change
            </span>,
          ]}
        >
          {view.policies.map((policy) => (
            <tr key={policy.action}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {policy.label}
              </th>
              <td className="px-3 py-2">
                <PolicyWords policy={policy} />
              </td>
              <td className="px-3 py-2 text-right">
                <Link
                  href={`/settings/approvals?edit=${policy.action}#policy-title`}
                  aria-label={`Change the policy of ${policy.label}`}
                  className="font-medium text-brand-700 underline"
                >
                  Change
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
        {current && <PolicyForm key={current.action} policy={current} guarded={view.guarded} />}
      </div>
    </>
  );
}

/** Why a change made here waits, and who can approve it: by name, or that nobody can yet. */
function ChangeNotice({ view }: { view: PoliciesPageView }) {
  if (!view.changeWaits) return null;
  const why = view.guarded
    ? "A change here waits for another admin's approval while any policy is on, so that no one person can switch four-eyes off."
    : "A change here waits for another admin's approval: the policy change policy says so.";
  return (
    <p
      data-testid="policy-change-notice"
      className="max-w-3xl rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      {why}{" "}
      {view.otherAdmins.length === 0
        ? "You are the only enabled admin, so nobody can approve it yet: add a second admin (on the server: npm run user:create -- --role admin), who then approves your change under Approvals."
        : `Who can approve it: ${view.otherAdmins.join(", ")}.`}
    </p>
  );
}
