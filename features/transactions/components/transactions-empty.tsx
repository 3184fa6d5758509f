import { EmptyState } from "@/components/ui/empty-state";

/** A list with no transactions at all; `children` says what would appear here. */
export function TransactionsEmpty({ children }: { children: React.ReactNode }) {
  return <EmptyState title="No transactions yet">{children}</EmptyState>;
}
