"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useQueryStates } from "nuqs";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ProviderError } from "@/components/ui/provider-error";
import { atPage } from "@/components/ui/url-state";
import { pageCount } from "@/features/transactions/lib/page-range";
import { transactionsPageQuery } from "@/features/transactions/lib/queries";
import type { TransactionList, TransactionScope } from "@/features/transactions/lib/scope";
import {
  type TransactionsUrl,
  transactionsParams,
  transactionsSearch,
} from "@/features/transactions/lib/url-state";
import { TransactionDrawer } from "./transaction-drawer";
import { TransactionsEmpty } from "./transactions-empty";
import { PageLink, TransactionsPager } from "./transactions-pager";
import { TransactionsSkeleton } from "./transactions-skeleton";
import { TransactionsTable } from "./transactions-table";

/**
 * One view for account, card and corporate account transactions. The URL is the state (page
 * and open transaction); the server rendered the first page into the HTML (`initial`), and
 * TanStack Query reads the others through the console's route handler. Moving pages keeps the
 * rows on screen until the next page is there, and the next page is read before it is asked for.
 */
export function TransactionsView({
  scope,
  initial,
  empty,
}: {
  scope: TransactionScope;
  /** The page the server read for this URL; null when the URL's page was not a page. */
  initial: TransactionList | null;
  /** What the empty list would hold, for its empty state. */
  empty: ReactNode;
}) {
  const [state, setState] = useQueryStates(transactionsParams);
  const url = { ...state.page, transaction: state.transaction };
  const pathname = usePathname();
  const page = url.page ?? 1;
  const list = useQuery({
    ...transactionsPageQuery(scope, page),
    enabled: url.page !== null,
    initialData: initial?.page_number === page ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const next =
    data && !list.isPlaceholderData
      ? pageCount(data.page_number, data.page_size, data.transactions.length, data.total_count)
          .hasNext
      : false;

  const client = useQueryClient();
  const { kind, ownerId } = scope;
  useEffect(() => {
    if (next) void client.prefetchQuery(transactionsPageQuery({ kind, ownerId }, page + 1));
  }, [client, kind, ownerId, page, next]);

  const top = useRef<HTMLDivElement>(null);
  const hrefFor = (target: number) =>
    `${pathname}${transactionsSearch({ page: target, transaction: null })}`;
  // Pages are pushed, so Back returns to the previous page; opening or closing the drawer
  // replaces, so Back never walks through every transaction looked at.
  const go = (next: TransactionsUrl, history: "push" | "replace") =>
    void setState({ page: atPage(next.page), transaction: next.transaction }, { history });
  const toPage = (target: number) => {
    go({ page: target, transaction: null }, "push");
    // From the pager under 50 rows, the next page should start at its first row.
    if ((top.current?.getBoundingClientRect().top ?? 0) < 0) top.current?.scrollIntoView();
  };

  if (url.problem)
    return <UrlProblem message={url.problem} href={hrefFor(1)} onFirst={() => toPage(1)} />;
  if (!data) {
    if (list.isError)
      return (
        <div className="space-y-3">
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
    return <TransactionsSkeleton />;
  }
  if (data.transactions.length === 0 && data.page_number === 1)
    return <TransactionsEmpty>{empty}</TransactionsEmpty>;

  return (
    <div ref={top} className="scroll-mt-4 space-y-3">
      {list.isError && (
        <ProviderError
          title={`Page ${page} could not be loaded`}
          message={list.error.message}
          code={(list.error as { code?: string }).code}
        />
      )}
      {data.transactions.length === 0 ? (
        <PastTheEnd page={data.page_number} data={data} onPage={toPage} hrefFor={hrefFor} />
      ) : (
        <TransactionsTable
          transactions={data.transactions}
          selected={url.transaction}
          busy={list.isPlaceholderData}
          onOpen={(tx) => go({ page, transaction: tx.transaction_id }, "replace")}
        />
      )}
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
      <TransactionDrawer
        scope={scope}
        transactionId={url.transaction}
        row={data.transactions.find((tx) => tx.transaction_id === url.transaction)}
        onClose={() => url.transaction && go({ page, transaction: null }, "replace")}
      />
    </div>
  );
}

const textLink = "mt-3 inline-block font-medium text-brand-700 underline underline-offset-2";

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
