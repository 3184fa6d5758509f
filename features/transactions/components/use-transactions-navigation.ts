"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useQueryStates } from "nuqs";
import { useEffect, useRef } from "react";
import { atPage } from "@/components/ui/url-state";
import type { TransactionFilterText } from "@/features/transactions/lib/filters";
import { pageCount } from "@/features/transactions/lib/page-range";
import { transactionsPageQuery } from "@/features/transactions/lib/queries";
import type {
  Transaction,
  TransactionScope,
  TransactionsAnswer,
} from "@/features/transactions/lib/scope";
import {
  type ParsedTransactionsUrl,
  readTransactionsState,
  type TransactionsState,
  transactionsParams,
  transactionsSearch,
} from "@/features/transactions/lib/search-params";

/**
 * Where the transactions view is and how it moves: the URL is the state (page, filters, how far
 * a filtered scan got, the open transaction). The page the URL names is read through TanStack
 * Query, starting from what the server rendered (`initial`) when it is for this URL; the rows
 * stay on screen until the next page is there, and the next page is read before it is asked for.
 * Pages are pushed, so Back returns to the previous page; opening or closing the drawer replaces,
 * so Back never walks through every transaction looked at.
 */
export function useTransactionsNavigation(
  scope: TransactionScope,
  initial: TransactionsAnswer | null,
) {
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

  return {
    url,
    pathname,
    page,
    filtered,
    readable,
    list,
    /** Goes on the view's top: a page moved to from below starts at its first row. */
    top,
    hrefFor,
    scanHref,
    toPage,
    toScan,
    applyFilters,
    open: (tx: Transaction) => go({ transaction: tx.transaction_id }, "replace"),
    close: () => url.transaction && go({ transaction: null }, "replace"),
    exportSearch,
  };
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
