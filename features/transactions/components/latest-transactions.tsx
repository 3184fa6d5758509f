import { Muted } from "@/components/ui/detail-section";
import { ProviderError } from "@/components/ui/provider-error";
import type { Transaction } from "@/features/transactions/lib/scope";
import type { ReadResult } from "@/lib/console/read-or-explain";
import { TransactionsTable } from "./transactions-table";

/** How many transactions a customer's, account's or card's page shows; the full views page at 50. */
export const LATEST_TRANSACTIONS = 10;

/**
 * The latest transactions on a customer's, account's or card's page: the one transactions
 * table, without the drawer (the full view, one click away, has it). Given the loader's read,
 * so the page streams it in when it arrives.
 */
export async function LatestTransactions({
  read,
}: {
  read:
    | Promise<ReadResult<{ transactions: Transaction[] }>>
    | ReadResult<{ transactions: Transaction[] }>;
}) {
  const result = await read;
  if (!result.ok) {
    return (
      <ProviderError
        title="Transactions could not be loaded"
        message={result.message}
        code={result.code}
      />
    );
  }
  if (result.data.transactions.length === 0) return <Muted>No transactions yet.</Muted>;
  return (
    <TransactionsTable
      transactions={result.data.transactions}
      caption={`Latest ${LATEST_TRANSACTIONS} transactions, newest first`}
    />
  );
}
