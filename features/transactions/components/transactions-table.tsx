import { DataTable } from "@/components/ui/data-table";
import type { Transaction } from "@/features/transactions/lib/scope";
import { signedAmount } from "@/features/transactions/lib/transaction-fields";
import { transactionColumns } from "./columns";

/** One page of transactions; a click on a row (or its Details button) opens the drawer. */
export function TransactionsTable({
  transactions,
  selected,
  busy,
  onOpen,
}: {
  transactions: Transaction[];
  selected: string | null;
  busy: boolean;
  onOpen: (tx: Transaction) => void;
}) {
  return (
    <div aria-busy={busy} className={busy ? "opacity-70 transition-opacity" : undefined}>
      <DataTable
        caption="Transactions, newest first. Open a row for all its details."
        columns={[
          ...transactionColumns.map((column) => column.header),
          <span key="open" className="sr-only">
            Details
          </span>,
        ]}
      >
        {transactions.map((tx) => (
          <tr
            key={tx.transaction_id}
            data-testid="transaction-row"
            data-selected={tx.transaction_id === selected}
            onClick={() => onOpen(tx)}
            className="cursor-pointer hover:bg-slate-50 data-[selected=true]:bg-brand-50"
          >
            {transactionColumns.map((column) => (
              <td key={column.header} className="px-3 py-2">
                {column.cell(tx)}
              </td>
            ))}
            <td className="px-3 py-2 text-right">
              <button
                type="button"
                aria-label={`Details: ${tx.description ?? tx.processing_code_type ?? "transaction"}, ${signedAmount(tx)}`}
                className="text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={(event) => {
                  // The row opens it too; once is enough.
                  event.stopPropagation();
                  onOpen(tx);
                }}
              >
                Details
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
