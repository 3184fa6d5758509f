import type { ReactNode } from "react";
import { DataTable } from "@/components/ui/data-table";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { enumLabel } from "@/components/ui/enum-options";
import { formatMoney } from "@/components/ui/format";
import { TextLink } from "@/components/ui/text-link";
import { accountDisplayName } from "@/lib/cams";
import type { CustomerRow } from "./customers-table";

const columns = ["Account", "Currency", "Balance", "IBAN status", "Status"];

/**
 * Each account links to its own page: balance, money movements and all its transactions.
 * `actions`: what the viewer may do here, such as opening more accounts.
 */
export function AccountsList({
  customerId,
  accounts,
  actions,
}: {
  customerId: string;
  accounts: CustomerRow["accounts"];
  actions?: ReactNode;
}) {
  return (
    <DetailSection id="accounts" title="Accounts" actions={actions}>
      {accounts?.length ? (
        <DataTable columns={columns} caption="The customer's accounts">
          {accounts.map((account) => (
            <tr key={account.account_id} data-testid="account-row">
              <td className="px-3 py-2 font-mono text-xs">
                <TextLink
                  href={`/customers/${encodeURIComponent(customerId)}/accounts/${encodeURIComponent(account.account_id)}`}
                >
                  {accountDisplayName(account)}
                </TextLink>
              </td>
              <td className="px-3 py-2">{account.currency}</td>
              <td className="px-3 py-2 tabular-nums">
                {formatMoney(account.balance, account.currency)}
              </td>
              <td className="px-3 py-2">
                {String(
                  account.account_identifier_status ??
                    (account.account_identifier ? "Assigned" : "None assigned"),
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
