import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { enumLabel } from "@/components/ui/enum-options";
import { formatMoney, formatTimestamp } from "@/components/ui/format";
import type { Transaction } from "@/features/transactions/lib/scope";
import { signedAmount, transactionKind } from "@/features/transactions/lib/transaction-fields";

/** `locale`: a client table passes useLocale() so its server render matches the browser's. */
export type TransactionColumn = {
  header: string;
  cell: (tx: Transaction, locale?: string) => ReactNode;
};

/** The list's columns; the drawer shows the rest. Unknown values are shown as they come. */
export const transactionColumns: TransactionColumn[] = [
  {
    header: "Time",
    cell: (tx, locale) => (
      <span className="whitespace-nowrap text-xs">{formatTimestamp(tx.created_date, locale)}</span>
    ),
  },
  {
    header: "Type",
    cell: (tx) => (
      <span className="flex flex-wrap items-center gap-1.5">
        {enumLabel(transactionKind(tx))}
        {tx.payment_status && <Badge tone="info">{String(tx.payment_status)}</Badge>}
      </span>
    ),
  },
  { header: "Description", cell: (tx) => tx.description ?? "—" },
  {
    header: "Amount",
    cell: (tx, locale) =>
      declined(tx) ? (
        // A declined payment moved no money: struck through, and said so for screen readers.
        <span className="whitespace-nowrap tabular-nums text-slate-500 line-through">
          {signedAmount(tx, locale)}
          <span className="sr-only"> (declined, not charged)</span>
        </span>
      ) : (
        <span
          className={cn(
            "whitespace-nowrap tabular-nums",
            tx.direction === "credit" && "text-emerald-700",
          )}
        >
          {signedAmount(tx, locale)}
        </span>
      ),
  },
  {
    header: "Balance after",
    cell: (tx, locale) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatMoney(tx.balance, tx.account_currency ?? tx.currency, locale)}
      </span>
    ),
  },
  { header: "Response", cell: (tx) => <ResponseCode tx={tx} /> },
];

/** ISO 8583: 00 is approved, anything else is the reason for a decline (51 funds, 57 control…). */
const declined = (tx: Transaction) =>
  tx.status === "Declined" || (Boolean(tx.response_code) && tx.response_code !== "00");

function ResponseCode({ tx }: { tx: Transaction }) {
  if (!tx.response_code) return "—";
  return (
    <span className="whitespace-nowrap">
      <Badge tone={declined(tx) ? "bad" : "good"}>
        {tx.response_code} {declined(tx) ? "Declined" : "Approved"}
      </Badge>
    </span>
  );
}
