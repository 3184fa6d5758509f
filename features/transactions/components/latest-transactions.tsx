import { Suspense } from "react";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { EditLink } from "@/components/ui/edit-link";
import { ProviderError } from "@/components/ui/provider-error";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import type { Transaction } from "@/features/transactions/lib/scope";
import type { ReadResult } from "@/lib/console/read-or-explain";
import { requestLocale } from "@/lib/console/request-locale";
import { TransactionsTable } from "./transactions-table";

/** How many transactions a customer's, account's or card's page shows; the full views page at 50. */
export const LATEST_TRANSACTIONS = 10;

/** The loader's read of the latest transactions: awaited here, or still on its way. */
export type LatestRead =
  | Promise<ReadResult<{ transactions: Transaction[] }>>
  | ReadResult<{ transactions: Transaction[] }>;

/**
 * A page's section of its latest transactions, streamed in as they arrive, with a link to all of
 * them. Without a read (`read` undefined: there is no account to read them on) it says `none`.
 */
export function LatestTransactionsSection({
  id,
  title,
  allHref,
  read,
  none,
}: {
  id: string;
  title: string;
  /** The full transactions view, if there is one to go to. */
  allHref?: string;
  read: LatestRead | undefined;
  none?: string;
}) {
  return (
    <DetailSection
      id={id}
      title={title}
      actions={allHref && <EditLink href={allHref}>All transactions</EditLink>}
    >
      {read ? (
        <Suspense fallback={<TableSkeleton rows={3} />}>
          <LatestTransactions read={read} />
        </Suspense>
      ) : (
        <Muted>{none}</Muted>
      )}
    </DetailSection>
  );
}

/**
 * The latest transactions on a customer's, account's or card's page: the one transactions
 * table, without the drawer (the full view, one click away, has it). Given the loader's read,
 * so the page streams it in when it arrives.
 */
export async function LatestTransactions({ read }: { read: LatestRead }) {
  const [result, locale] = await Promise.all([read, requestLocale()]);
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
      locale={locale}
    />
  );
}
