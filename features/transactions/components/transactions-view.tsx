"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { useLocale } from "@/components/ui/locale";
import { ProviderError } from "@/components/ui/provider-error";
import { textLinkClass } from "@/components/ui/text-link";
import { WithQueryClient } from "@/components/ui/with-query-client";
import { pageCount } from "@/features/transactions/lib/page-range";
import {
  exportApiPath,
  type TransactionList,
  type TransactionScope,
  type TransactionsAnswer,
} from "@/features/transactions/lib/scope";
import { FilteredPager, NoMatch } from "./filtered-pager";
import { TransactionDrawer } from "./transaction-drawer";
import { TransactionsEmpty } from "./transactions-empty";
import { TransactionsFilters } from "./transactions-filters";
import { PageLink, TransactionsPager } from "./transactions-pager";
import { TransactionsSkeleton } from "./transactions-skeleton";
import { TransactionsTable } from "./transactions-table";
import { useTransactionsNavigation } from "./use-transactions-navigation";

/**
 * One view for account, card and corporate account transactions: the filters, the page the URL
 * names (useTransactionsNavigation reads and moves it), its pager and the transaction's drawer.
 * The server rendered the first page into the HTML (`initial`); TanStack Query reads the others
 * through the console's route handler.
 */
export function TransactionsView(props: TransactionsViewProps) {
  return (
    <WithQueryClient>
      <Transactions {...props} />
    </WithQueryClient>
  );
}

type TransactionsViewProps = {
  scope: TransactionScope;
  /** What the server read for this URL; null when the URL could not be read. */
  initial: TransactionsAnswer | null;
  /** What the empty list would hold, for its empty state. */
  empty: ReactNode;
};

function Transactions({ scope, initial, empty }: TransactionsViewProps) {
  const locale = useLocale();
  const nav = useTransactionsNavigation(scope, initial);
  const { url, list, filtered, readable } = nav;
  const data = list.data;

  const filterForm = (
    <TransactionsFilters
      text={url.filterText}
      problems={url.filters.ok ? {} : url.filters.problems}
      action={nav.pathname}
      onApply={nav.applyFilters}
    />
  );
  const toolbar = (
    <div className="flex flex-wrap items-start justify-end gap-3">
      {readable && (
        <ExportCsvButton
          href={exportApiPath(scope, nav.exportSearch)}
          label={filtered ? "Export matching as CSV" : "Export CSV"}
        />
      )}
    </div>
  );

  if (url.problem)
    return <UrlProblem message={url.problem} href={nav.hrefFor(1)} onFirst={() => nav.toPage(1)} />;
  if (!readable)
    return (
      <div className="space-y-3">
        {filterForm}
        <p className="text-sm text-slate-700">
          Nothing was read: correct the filter shown above, or clear the filters.
        </p>
      </div>
    );
  if (!data) {
    if (list.isError)
      return (
        <div className="space-y-3">
          {filterForm}
          <ProviderError
            title="Transactions could not be loaded"
            message={list.error.message}
            code={(list.error as { code?: string }).code}
          />
          <Button variant="secondary" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      );
    return (
      <div className="space-y-3">
        {filterForm}
        <TransactionsSkeleton />
      </div>
    );
  }
  if (!filtered && data.transactions.length === 0 && data.page_number === 1)
    return <TransactionsEmpty>{empty}</TransactionsEmpty>;

  return (
    <div ref={nav.top} className="scroll-mt-4 space-y-3">
      {filterForm}
      {toolbar}
      {list.isError && (
        <ProviderError
          title="This page could not be loaded"
          message={list.error.message}
          code={(list.error as { code?: string }).code}
        />
      )}
      {data.filtered && data.transactions.length === 0 ? (
        <NoMatch scan={data.filtered} onContinue={nav.toScan} hrefFor={nav.scanHref} />
      ) : data.transactions.length === 0 ? (
        <PastTheEnd page={data.page_number} data={data} onPage={nav.toPage} hrefFor={nav.hrefFor} />
      ) : (
        <TransactionsTable
          transactions={data.transactions}
          selected={url.transaction}
          busy={list.isPlaceholderData}
          onOpen={nav.open}
          locale={locale}
        />
      )}
      {data.filtered ? (
        data.transactions.length > 0 && (
          <FilteredPager
            scan={data.filtered}
            rows={data.transactions.length}
            loading={list.isPlaceholderData}
            hrefFor={nav.scanHref}
            onScan={nav.toScan}
          />
        )
      ) : (
        <TransactionsPager
          page={nav.page}
          shown={{
            page: data.page_number,
            pageSize: data.page_size,
            rows: data.transactions.length,
            total: data.total_count,
          }}
          loading={list.isPlaceholderData}
          hrefFor={nav.hrefFor}
          onPage={nav.toPage}
        />
      )}
      <TransactionDrawer
        scope={scope}
        transactionId={url.transaction}
        row={data.transactions.find((tx) => tx.transaction_id === url.transaction)}
        onClose={nav.close}
      />
    </div>
  );
}

const textLink = cn("mt-3 inline-block font-medium", textLinkClass);

function UrlProblem({
  message,
  href,
  onFirst,
}: {
  message: string;
  href: string;
  onFirst: () => void;
}) {
  return (
    <EmptyState title="This page number cannot be shown">
      <p role="alert">{message}</p>
      <PageLink href={href} onFollow={onFirst} className={textLink}>
        Show the first page
      </PageLink>
    </EmptyState>
  );
}

/** A hand-edited page past the last one: the provider answers it empty, with the total. */
function PastTheEnd({
  page,
  data,
  onPage,
  hrefFor,
}: {
  page: number;
  data: TransactionList;
  onPage: (page: number) => void;
  hrefFor: (page: number) => string;
}) {
  const { pages } = pageCount(page, data.page_size, 0, data.total_count);
  const last = pages ?? 1;
  return (
    <EmptyState title={`There is no page ${page}`}>
      <p>
        {data.total_count === undefined
          ? "The list ends before this page."
          : `The ${data.total_count} transactions fill ${last} ${last === 1 ? "page" : "pages"}.`}
      </p>
      <PageLink href={hrefFor(last)} onFollow={() => onPage(last)} className={textLink}>
        Go to the last page
      </PageLink>
    </EmptyState>
  );
}
