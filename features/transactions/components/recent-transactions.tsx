import { DataTable } from "@/components/ui/data-table";
import { Muted } from "@/components/ui/detail-section";
import { formatMoney, formatTimestamp } from "@/components/ui/format";
import { ProviderError } from "@/components/ui/provider-error";
import { signedAmount } from "@/features/transactions/lib/transaction-fields";
import { camsClient } from "@/lib/console/cams-client";
import { readOrExplain } from "@/lib/console/read-or-explain";
import type { Db } from "@/lib/db";

const RECENT_TRANSACTIONS = 10;
const columns = ["Time", "Description", "Code", "Amount", "Balance after"];

/** The first page of the account's transactions, newest first; streamed after the profile. */
export async function RecentTransactions({
  db,
  accountId,
  currency,
}: {
  db: Db;
  accountId: string;
  currency: string;
}) {
  const result = await readOrExplain(db, listTransactions(accountId));
  if (!result.ok) {
    return <ProviderError title="Transactions could not be loaded" message={result.message} />;
  }
  const page = result.data;
  if (page.transactions.length === 0) return <Muted>No transactions yet.</Muted>;
  return (
    <DataTable columns={columns} caption="Recent transactions, newest first">
      {page.transactions.map((tx) => (
        <tr key={tx.transaction_id}>
          <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
            {formatTimestamp(tx.created_date)}
          </td>
          <td className="px-3 py-2">{tx.description ?? "—"}</td>
          <td className="px-3 py-2 font-mono text-xs">{tx.transaction_code ?? "—"}</td>
          <td className="whitespace-nowrap px-3 py-2 tabular-nums">
            {signedAmount({ ...tx, currency: tx.currency ?? currency })}
          </td>
          <td className="whitespace-nowrap px-3 py-2 tabular-nums">
            {formatMoney(tx.balance, currency)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function listTransactions(accountId: string) {
  return camsClient().call("listAccountTransactions", {
    params: { account_id: accountId },
    query: { page_number: 1, page_size: RECENT_TRANSACTIONS },
  });
}
