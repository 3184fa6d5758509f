"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useQueryStates } from "nuqs";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { ProviderError } from "@/components/ui/provider-error";
import { textLinkClass } from "@/components/ui/text-link";
import { atPage } from "@/components/ui/url-state";
import type { TransactionFilterText } from "@/features/transactions/lib/filters";
import { pageCount } from "@/features/transactions/lib/page-range";
import { transactionsPageQuery } from "@/features/transactions/lib/queries";
import {
  exportApiPath,
  type TransactionList,
  type TransactionScope,
  type TransactionsAnswer,
} from "@/features/transactions/lib/scope";
import {
  type ParsedTransactionsUrl,
  readTransactionsState,
  type TransactionsState,
  transactionsParams,
  transactionsSearch,
} from "@/features/transactions/lib/search-params";
import { FilteredPager, NoMatch } from "./filtered-pager";
import { TransactionDrawer } from "./transaction-drawer";
import { TransactionsEmpty } from "./transactions-empty";
import { TransactionsFilters } from "./transactions-filters";
import { PageLink, TransactionsPager } from "./transactions-pager";
import { TransactionsSkeleton } from "./transactions-skeleton";
import { TransactionsTable } from "./transactions-table";

/**
 * One view for account, card and corporate account transactions. The URL is the state (page,
 * filters and open transaction); the server rendered the first page into the HTML (`initial`), and
 * TanStack Query reads the others through the console's route handler. Moving pages keeps the
 * rows on screen until the next page is there, and the next page is read before it is asked for.
 */
export function TransactionsView({
  scope,
  initial,
  empty,
}: {
  scope: TransactionScope;
  /** What the server read for this URL; null when the URL could not be read. */
  initial: TransactionsAnswer | null;
  /** What the empty list would hold, for its empty state. */
  empty: ReactNode;
}) {
  const [state, setState] = useQueryStates(transactionsParams);
  const url = readTransactionsState(state);
  const pathname = usePathname();
  const page = url.page ?? 1;
  const filters = url.filters.ok ? url.filters.filters : null;
  const filtered = filters !== null;
  const readable = url.problem === null && url.filters.ok;
  const search = apiSearch(url);
  const list = useQuery({
    ...transactionsPageQuery(scope, search),
    enabled: readable,
    initialData: initial && readFor(initial, url) ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const next =
    data && !list.isPlaceholderData && !data.filtered
      ? pageCount(data.page_number, data.page_size, data.transactions.length, data.total_count)
          .hasNext
      : false;

  const client = useQueryClient();
  const { kind, ownerId } = scope;
  useEffect(() => {
    if (next && !filtered)
      void client.prefetchQuery(transactionsPageQuery({ kind, ownerId }, `?page=${page + 1}`));
  }, [client, kind, ownerId, page, next, filtered]);

  const top = useRef<HTMLDivElement>(null);
  const hrefFor = (target: number) =>
    `${pathname}${transactionsSearch({ page: target, transaction: null })}`;
  const scanHref = (scanned: number) =>
    `${pathname}${transactionsSearch({ page: 1, transaction: null, filters: url.filterText, scanned })}`;
  // Pages are pushed, so Back returns to the previous page; opening or closing the drawer
  // replaces, so Back never walks through every transaction looked at.
  const go = (next: Partial<TransactionsState>, history: "push" | "replace") =>
    void setState(next, { history });
  const scrollUp = () => {
    // From the pager under 50 rows, the next page should start at its first row.
    if ((top.current?.getBoundingClientRect().top ?? 0) < 0) top.current?.scrollIntoView();
  };
  const toPage = (target: number) => {
    go({ page: atPage(target), transaction: null }, "push");
    scrollUp();
  };
  const toScan = (scanned: number) => {
    go({ scanned, transaction: null }, "push");
    scrollUp();
  };
  const applyFilters = (text: TransactionFilterText) =>
    go({ ...text, scanned: 0, page: atPage(1), transaction: null }, "push");
  const exportSearch = transactionsSearch({ page: 1, transaction: null, filters: url.filterText });

  const filterForm = (
    <TransactionsFilters
      text={url.filterText}
      problems={url.filters.ok ? {} : url.filters.problems}
      action={pathname}
      onApply={applyFilters}
    />
  );
  const toolbar = (
    <div className="flex flex-wrap items-start justify-end gap-3">
      {readable && (
        <ExportCsvButton
          href={exportApiPath(scope, exportSearch)}
          label={filtered ? "Export matching as CSV" : "Export CSV"}
        />
      )}
    </div>
  );

  if (url.problem)
    return <UrlProblem message={url.problem} href={hrefFor(1)} onFirst={() => toPage(1)} />;
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
    <div ref={top} className="scroll-mt-4 space-y-3">
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
        <NoMatch scan={data.filtered} onContinue={toScan} hrefFor={scanHref} />
      ) : data.transactions.length === 0 ? (
        <PastTheEnd page={data.page_number} data={data} onPage={toPage} hrefFor={hrefFor} />
      ) : (
        <TransactionsTable
          transactions={data.transactions}
          selected={url.transaction}
          busy={list.isPlaceholderData}
          onOpen={(tx) => go({ transaction: tx.transaction_id }, "replace")}
        />
      )}
      {data.filtered ? (
        data.transactions.length > 0 && (
          <FilteredPager
            scan={data.filtered}
            rows={data.transactions.length}
            loading={list.isPlaceholderData}
            hrefFor={scanHref}
            onScan={toScan}
          />
        )
      ) : (
        <TransactionsPager
          page={page}
          shown={{
            page: data.page_number,
            pageSize: data.page_size,
            rows: data.transactions.length,
            total: data.total_count,
          }}
          loading={list.isPlaceholderData}
          hrefFor={hrefFor}
          onPage={toPage}
        />
      )}
      <TransactionDrawer
        scope={scope}
        transactionId={url.transaction}
        row={data.transactions.find((tx) => tx.transaction_id === url.transaction)}
        onClose={() => url.transaction && go({ transaction: null }, "replace")}
      />
    </div>
  );
}

/** The route handler's query for the URL: its page, or its filters and where their scan starts. */
function apiSearch(url: ParsedTransactionsUrl): string {
  if (!url.filters.ok || url.filters.filters === null) return `?page=${url.page ?? 1}`;
  return transactionsSearch({
    page: 1,
    transaction: null,
    filters: url.filterText,
    scanned: url.scanned,
  });
}

/** Whether what the server read is what this URL shows (the URL may have moved since). */
function readFor(answer: TransactionsAnswer, url: ParsedTransactionsUrl): boolean {
  const filtered = url.filters.ok && url.filters.filters !== null;
  if (!answer.filtered) return !filtered && answer.page_number === (url.page ?? 1);
  return (
    filtered &&
    answer.filtered.scanned === url.scanned &&
    JSON.stringify(answer.filtered.filters) === JSON.stringify(url.filterText)
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
