import { ActionLink } from "@/components/ui/action-link";
import { DataTable } from "@/components/ui/data-table";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { enumLabel } from "@/components/ui/enum-options";
import { formatMoney } from "@/components/ui/format";
import { TextLink } from "@/components/ui/text-link";
import type { CorporateResponse } from "@/features/corporates/lib/types";
import { accountDisplayName } from "@/lib/cams";

const columns = ["Account", "Balance", "IBAN / identifier", "Status", "Transactions"];

/**
 * The corporate's accounts with their balances, each leading to its page and its transactions. `canOpen`:
 * the viewer's role may open more accounts for the corporate.
 */
export function CorporateAccounts({
  corporate,
  canOpen,
}: {
  corporate: CorporateResponse;
  canOpen: boolean;
}) {
  const accounts = corporate.accounts;
  const base = `/corporates/${encodeURIComponent(corporate.corporate_id)}/accounts`;
  return (
    <DetailSection
      id="corporate-accounts"
      title="Accounts"
      actions={
        canOpen && (
          <ActionLink id="corporate-open-accounts" href={`${base}/new`}>
            Open accounts
          </ActionLink>
        )
      }
    >
      {!accounts ? (
        <Muted>The provider did not list this corporate’s accounts.</Muted>
      ) : accounts.length === 0 ? (
        <Muted>No accounts yet.</Muted>
      ) : (
        <DataTable columns={columns} caption="The corporate's accounts">
          {accounts.map((account) => (
            <tr key={account.account_id} data-testid="corporate-account-row">
              <td className="px-3 py-2">
                <TextLink
                  href={`${base}/${encodeURIComponent(account.account_id)}`}
                  className="font-medium"
                >
                  {account.currency}{" "}
                  <span className="font-mono text-xs">{accountDisplayName(account)}</span>
                </TextLink>
              </td>
              <td className="px-3 py-2 tabular-nums">
                {formatMoney(account.balance, account.currency)}
              </td>
              <td className="px-3 py-2 font-mono text-xs">
                {account.account_identifier ??
                  String(account.account_identifier_status ?? "none assigned")}
              </td>
              <td className="px-3 py-2">{enumLabel(account.status as string | undefined)}</td>
              <td className="px-3 py-2">
                <TextLink
                  href={`${base}/${encodeURIComponent(account.account_id)}/transactions`}
                  aria-label={`Transactions of the ${account.currency} account ${accountDisplayName(account)}`}
                  className="font-medium"
                >
                  Transactions
                </TextLink>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </DetailSection>
  );
}
