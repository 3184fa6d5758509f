import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { enumLabel } from "@/components/ui/enum-options";
import { formatMoney } from "@/components/ui/format";
import type { CustomerRow } from "./customers-table";

const columns = ["Account", "Currency", "Balance", "IBAN / identifier", "Status"];

/** Each account links to its own page: balance, money movements and all its transactions. */
export function AccountsList({
  customerId,
  accounts,
}: {
  customerId: string;
  accounts: CustomerRow["accounts"];
}) {
  return (
    <DetailSection id="accounts" title="Accounts">
      {accounts?.length ? (
        <DataTable columns={columns} caption="The customer's accounts">
          {accounts.map((account) => (
            <tr key={account.account_id} data-testid="account-row">
              <td className="px-3 py-2 font-mono text-xs">
                <Link
                  href={`/customers/${encodeURIComponent(customerId)}/accounts/${encodeURIComponent(account.account_id)}`}
                  className="text-brand-700 underline"
                >
                  {account.account_id}
                </Link>
              </td>
              <td className="px-3 py-2">{account.currency}</td>
              <td className="px-3 py-2 tabular-nums">
                {formatMoney(account.balance, account.currency)}
              </td>
              <td className="px-3 py-2 font-mono text-xs">
                {account.account_identifier ?? (
                  <span className="text-slate-500">
                    {String(account.account_identifier_status ?? "none assigned")}
                  </span>
                )}
              </td>
              <td className="px-3 py-2">{enumLabel(account.status as string | undefined)}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <Muted>No accounts.</Muted>
      )}
    </DetailSection>
  );
}
