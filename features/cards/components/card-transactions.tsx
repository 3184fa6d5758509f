import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { signedAmount } from "@/features/transactions";

type Transaction = {
  transaction_id: string;
  created_date?: string;
  description?: string | null;
  processing_code_type?: string;
  amount: number;
  currency?: string;
  direction?: unknown;
  response_code?: string | null;
};

/** The card's latest transactions, approved and declined (the response code tells which). */
export function CardTransactions({
  cardId,
  transactions,
}: {
  cardId: string;
  transactions: Transaction[];
}) {
  return (
    <section aria-labelledby="transactions-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="transactions-heading" className="text-sm font-semibold text-slate-900">
          Latest transactions
        </h2>
        <Link
          href={`/cards/${encodeURIComponent(cardId)}/transactions`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          All transactions
        </Link>
      </div>
      {transactions.length === 0 ? (
        <EmptyState title="No transactions yet">
          Purchases made with this card, approved or declined, appear here.
        </EmptyState>
      ) : (
        <DataTable
          caption="Latest 10 card transactions"
          columns={["Date", "Type", "Description", "Amount", "Response"]}
        >
          {transactions.map((t) => (
            <tr key={t.transaction_id}>
              <td className="px-3 py-2 whitespace-nowrap">
                {t.created_date
                  ? new Date(t.created_date).toLocaleString("en-GB", { timeZone: "UTC" })
                  : "—"}
              </td>
              <td className="px-3 py-2">{t.processing_code_type ?? "—"}</td>
              <td className="px-3 py-2">{t.description ?? "—"}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {signedAmount(t)}
              </td>
              <td className="px-3 py-2">{t.response_code ?? "—"}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
