import { formatMoney } from "@/components/ui/format";
import { accountDisplayName } from "@/lib/cams";

type Account = {
  account_id: string;
  currency: string;
  balance?: number;
  status?: unknown;
  account_identifier?: string | null;
};

/** "Jane Doe’s EUR account DE89…. Balance €12.50, Active.": whose money the list is. */
export function accountDescription(holder: string, account: Account): string {
  const name = accountDisplayName(account);
  const status = String(account.status ?? "status not reported");
  return `${holder}’s ${account.currency} account ${name}. Balance ${formatMoney(account.balance, account.currency)}, ${status}.`;
}
