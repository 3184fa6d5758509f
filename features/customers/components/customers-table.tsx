import type { z } from "zod";
import { DataTable } from "@/components/ui/data-table";
import { formatDate } from "@/components/ui/format";
import { Link } from "@/components/ui/link";
import type { customerResponse } from "@/lib/cams";
import { countryText } from "@/lib/cams/country-names";
import { kycLevelText } from "@/lib/cams/kyc-levels";
import { CustomerStatusBadge } from "./customer-status-badge";

export type CustomerRow = z.output<typeof customerResponse>;

const columns = ["Name", "KYC level", "Status", "Nationality", "Created"];

export function CustomersTable({ rows }: { rows: CustomerRow[] }) {
  return (
    <DataTable columns={columns} caption="Customers, newest first">
      {rows.map((customer) => (
        <tr key={customer.customer_id} data-testid="customer-row">
          <td className="px-3 py-2">
            <Link
              href={`/customers/${encodeURIComponent(customer.customer_id)}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {customer.first_name} {customer.last_name}
            </Link>
          </td>
          <td className="px-3 py-2" title={kycLevelText(customer.kyc_level)}>
            {customer.kyc_level ?? "—"}
          </td>
          <td className="px-3 py-2">
            <CustomerStatusBadge status={customer.status} />
          </td>
          <td className="px-3 py-2 text-xs">{countryText(customer.nationality)}</td>
          <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
            {formatDate(customer.created_date)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
