import type { z } from "zod";
import type {
  transactionDetailsResponse,
  transactionListResponse,
} from "@/lib/cams/schemas/transaction";
import type { TransactionFilterText } from "./filters";

/** Whose transactions a view lists: a customer account's, a card's or a corporate account's. */
const transactionScopeKinds = ["account", "card", "corporate-account"] as const;
export type TransactionScopeKind = (typeof transactionScopeKinds)[number];
export type TransactionScope = { kind: TransactionScopeKind; ownerId: string };

export type TransactionList = z.output<typeof transactionListResponse>;
export type Transaction = TransactionList["transactions"][number];
/**
 * What the console's route handler answers for a view: the provider's page, or, when the URL
 * has filters, the matching rows with where their scan stands (`filtered`).
 */
export type TransactionsAnswer = TransactionList & {
  filtered?: {
    /** Provider rows, newest first, before this page. */
    scanned: number;
    /** Where the next page's scan starts; null when nothing further can match. */
    next: number | null;
    /** The scan stopped at its budget, before 50 matches: `next` continues it. */
    budgetHit: boolean;
    /** The provider's total, when it sends one. */
    total: number | null;
    /** The filters this page was read for, as typed. */
    filters: TransactionFilterText;
  };
};
export type TransactionDetails = z.output<typeof transactionDetailsResponse>;

export function isTransactionScopeKind(value: string): value is TransactionScopeKind {
  return (transactionScopeKinds as readonly string[]).includes(value);
}

const base = (scope: TransactionScope) =>
  `/api/transactions/${scope.kind}/${encodeURIComponent(scope.ownerId)}`;

/** The console's route handler for one page of the scope's list; `search` holds the filters. */
export const pageApiPath = (scope: TransactionScope, search: string) =>
  `${base(scope)}${search || "?"}`;

/**
 * The console's route handler for one transaction's details. A card's transactions are read on
 * the account they were booked to (the spec has no card transaction details), hence `accountId`.
 */
export function detailsApiPath(scope: TransactionScope, transactionId: string, accountId?: string) {
  const query = accountId ? `?account_id=${encodeURIComponent(accountId)}` : "";
  return `${base(scope)}/${encodeURIComponent(transactionId)}${query}`;
}

/** The CSV export of the scope's list, with the view's filters (`search`). */
export function exportApiPath(scope: TransactionScope, search: string) {
  const owner = `owner=${encodeURIComponent(scope.ownerId)}`;
  return `/api/exports/${scope.kind}-transactions${search ? `${search}&${owner}` : `?${owner}`}`;
}
