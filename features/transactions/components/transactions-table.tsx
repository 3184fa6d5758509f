import { DataTable } from "@/components/ui/data-table";
import type { Transaction } from "@/features/transactions/lib/scope";
import { signedAmount, transactionKindText } from "@/features/transactions/lib/transaction-fields";
import { transactionColumns } from "./columns";

/**
 * The one transactions table: the paged account, card and corporate-account views and the
 * latest transactions on a customer's, account's or card's page. Where `onOpen` is given, a
 * click on a row (or its Details button) opens the drawer. Without it, the table is rendered
 * on the server alone (the latest transactions on a page), and none of its code, nor the code
 * words' names it shows, reaches the browser.
 */
export function TransactionsTable({
  transactions,
  caption = "Transactions, newest first. Open a row for all its details.",
  selected = null,
  busy = false,
  onOpen,
  locale,
}: {
  transactions: Transaction[];
  caption?: string;
  selected?: string | null;
  busy?: boolean;
  onOpen?: (tx: Transaction) => void;
  /** The reader's locale: useLocale() in the browser, requestLocale() on the server. */
  locale: string;
}) {
  const headers = transactionColumns.map((column) => column.header);
  return (
    <div aria-busy={busy} className={busy ? "opacity-70 transition-opacity" : undefined}>
      <DataTable
        caption={caption}
        columns={
          onOpen
            ? [
                ...headers,
                <span key="open" className="sr-only">
                  Details
                </span>,
              ]
            : headers
        }
      >
        {transactions.map((tx) => (
          <tr
            key={tx.transaction_id}
            data-testid="transaction-row"
            data-selected={tx.transaction_id === selected}
            onClick={onOpen && (() => onOpen(tx))}
            className={
              onOpen
                ? "cursor-pointer hover:bg-slate-50 data-[selected=true]:bg-brand-50"
                : undefined
            }
          >
            {transactionColumns.map((column) => (
              <td key={column.header} className="px-3 py-2">
                {column.cell(tx, locale)}
              </td>
            ))}
            {onOpen && (
              <td className="px-3 py-2 text-right">
                <button
                  type="button"
                  aria-label={`Details: ${tx.description ?? transactionKindText(tx)}, ${signedAmount(tx, locale)}`}
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
            )}
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
