import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { formatMoney, formatTimestamp } from "@/components/ui/format";
import { PaymentStatusBadge } from "@/components/ui/payment-status-badge";
import type { Transaction } from "@/features/transactions/lib/scope";
import {
  declineReason,
  isDeclined,
  signedAmount,
  transactionKindText,
} from "@/features/transactions/lib/transaction-fields";

/** `locale`: a client table passes useLocale() so its server render matches the browser's. */
type TransactionColumn = {
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
        {transactionKindText(tx)}
        {isDeclined(tx) && <Badge tone="bad">Declined</Badge>}
        {tx.payment_status && <PaymentStatusBadge status={String(tx.payment_status)} />}
      </span>
    ),
  },
  { header: "Description", cell: (tx) => tx.description ?? "—" },
  {
    header: "Amount",
    cell: (tx, locale) =>
      isDeclined(tx) ? (
        // A declined payment moved no money: unsigned, struck through, and said so in words.
        <span className="whitespace-nowrap tabular-nums text-slate-600">
          <s>{signedAmount(tx, locale)}</s> <span className="text-xs">not charged</span>
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

/** ISO 8583: 00 is approved, anything else is the reason for a decline, said in words. */
function ResponseCode({ tx }: { tx: Transaction }) {
  if (!tx.response_code) return isDeclined(tx) ? "Declined" : "—";
  if (!isDeclined(tx))
    return (
      <span className="whitespace-nowrap">
        <Badge tone="good">{tx.response_code} Approved</Badge>
      </span>
    );
  return (
    <span className="flex flex-col gap-0.5">
      <span className="whitespace-nowrap">
        <Badge tone="bad">{tx.response_code} Declined</Badge>
      </span>
      <span className="text-xs text-slate-700">{declineReason(tx)}</span>
    </span>
  );
}
