import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { SettingsNav } from "@/features/settings";
import type { PoliciesPageView } from "../loaders/policies-page";
import { PolicyForm } from "./policy-form";
import { PolicyWords } from "./policy-words";

/**
 * The four-eyes policies, one row per action, and the form of the one being changed. A change
 * is audited, and waits for approval itself when the "policy change" policy says so.
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
        {current && <PolicyForm key={current.action} policy={current} />}
      </div>
    </>
  );
}
