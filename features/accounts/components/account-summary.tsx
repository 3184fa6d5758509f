import { Badge } from "@/components/ui/badge";
import { CopyIdButton } from "@/components/ui/copy-id-button";
import { DetailSection, Facts } from "@/components/ui/detail-section";
import { formatMoney } from "@/components/ui/format";
import type { Account } from "@/features/accounts/lib/account";

/** The balance first, large: it is what a person opens an account page to read. */
export function AccountSummary({ account }: { account: Account }) {
  const status = String(account.status ?? "not reported");
  return (
    <DetailSection id="account" title="Account">
      <p className="text-sm text-slate-600">Balance</p>
      <p data-testid="balance" className="mb-4 text-3xl font-semibold tabular-nums text-slate-900">
        {formatMoney(account.balance, account.currency)}
      </p>
      <Facts
        items={[
          ["Currency", account.currency],
          [
            "IBAN / identifier",
            account.account_identifier ? (
              <span key="iban" className="font-mono text-xs">
                {account.account_identifier}
              </span>
            ) : (
              `None assigned (${String(account.account_identifier_status ?? "no status")})`
            ),
          ],
          [
            "Status",
            <Badge key="s" tone={status === "Active" ? "good" : "warn"}>
              {status}
            </Badge>,
          ],
          ["Account id", <CopyIdButton key="id" id={account.account_id} noun="account" />],
        ]}
      />
    </DetailSection>
  );
}
