import { type ReactNode, Suspense } from "react";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { ProviderError } from "@/components/ui/provider-error";
import type { TransactionScope } from "@/features/transactions/lib/scope";
import type { FirstPage } from "@/features/transactions/loaders/first-page";
import { LazyTransactionsView } from "./lazy-transactions-view";
import { TransactionsSkeleton } from "./transactions-skeleton";

export type TransactionsPageProps = {
  back: { href: string; label: string };
  title: string;
  description: string;
  scope: TransactionScope;
  first: FirstPage;
  /** What the list would hold, for its empty state. */
  empty: ReactNode;
};

/**
 * A transactions page: its header at once, then the first page as the server read it
 * (streamed in the HTML, a skeleton until then), then the browser takes over the paging.
 */
export function TransactionsPage({
  back,
  title,
  description,
  scope,
  first,
  empty,
}: TransactionsPageProps) {
  return (
    <>
      <BackLink href={back.href}>{back.label}</BackLink>
      <PageHeader title={title} description={description} />
      <Suspense fallback={<TransactionsSkeleton />}>
        <FirstPageView scope={scope} first={first} empty={empty} />
      </Suspense>
    </>
  );
}

async function FirstPageView({
  scope,
  first,
  empty,
}: Pick<TransactionsPageProps, "scope" | "first" | "empty">) {
  const result = await first;
  if (!result.ok)
    return (
      <ProviderError
        title="Transactions could not be loaded"
        message={result.message}
        code={result.code}
      />
    );
  return <LazyTransactionsView scope={scope} initial={result.data} empty={empty} />;
}
