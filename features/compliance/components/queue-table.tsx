import { DataTable } from "@/components/ui/data-table";
import { formatTimestamp } from "@/components/ui/format";
import { Link } from "@/components/ui/link";
import type { QueueCustomer } from "@/features/compliance/lib/queue";
import type { DecisionRecord } from "@/features/compliance/lib/records";
import { CustomerStatusBadge } from "@/features/customers";
import { kycLevelText } from "@/lib/cams/kyc-levels";
import { DecisionBadge } from "./decision-badge";
import { VerificationBadge } from "./verification-badge";

const columns = [
  "Customer",
  "Status",
  "KYC level",
  "Waiting since",
  "Verification",
  "Latest decision",
];

type Props = {
  rows: QueueCustomer[];
  decisions: Map<string, DecisionRecord>;
  verifications: Map<string, string>;
};

/** The queue, oldest first; each name opens the review page. */
export function QueueTable({ rows, decisions, verifications }: Props) {
  return (
    <DataTable columns={columns} caption="Customers awaiting compliance review, oldest first">
      {rows.map((customer) => {
        const decision = decisions.get(customer.customer_id);
        const verification = verifications.get(customer.customer_id);
        return (
          <tr key={customer.customer_id} data-testid="queue-row" className="align-top">
            <td className="px-3 py-2">
              <Link
                href={`/compliance/${encodeURIComponent(customer.customer_id)}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {customer.first_name} {customer.last_name}
              </Link>
            </td>
            <td className="px-3 py-2">
              <CustomerStatusBadge status={customer.status} />
            </td>
            <td className="px-3 py-2" title={kycLevelText(customer.kyc_level)}>
              {customer.kyc_level ?? "—"}
            </td>
            <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
              {formatTimestamp(customer.created_date)}
            </td>
            <td className="px-3 py-2">
              {verification ? (
                <VerificationBadge status={verification} />
              ) : (
                <span className="text-slate-500">none received</span>
              )}
            </td>
            <td className="px-3 py-2">
              {decision ? (
                <div className="space-y-0.5">
                  <DecisionBadge decision={decision.decision} />
                  <p className="text-xs text-slate-600">
                    {formatTimestamp(decision.createdAt.toISOString())} by {decision.authorName}
                  </p>
                </div>
              ) : (
                <span className="text-slate-500">not reviewed yet</span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
