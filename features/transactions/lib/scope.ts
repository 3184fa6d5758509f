import type { z } from "zod";
import type {
  transactionDetailsResponse,
  transactionListResponse,
} from "@/lib/cams/schemas/transaction";

/** Whose transactions a view lists: a customer account's, a card's or a corporate account's. */
export const transactionScopeKinds = ["account", "card", "corporate-account"] as const;
export type TransactionScopeKind = (typeof transactionScopeKinds)[number];
export type TransactionScope = { kind: TransactionScopeKind; ownerId: string };

export type TransactionList = z.output<typeof transactionListResponse>;
export type Transaction = TransactionList["transactions"][number];
export type TransactionDetails = z.output<typeof transactionDetailsResponse>;

export function isTransactionScopeKind(value: string): value is TransactionScopeKind {
  return (transactionScopeKinds as readonly string[]).includes(value);
}

const base = (scope: TransactionScope) =>
  `/api/transactions/${scope.kind}/${encodeURIComponent(scope.ownerId)}`;

/** The console's route handler for one page of the scope's list. */
export const pageApiPath = (scope: TransactionScope, page: number) => `${base(scope)}?page=${page}`;

/**
 * The console's route handler for one transaction's details. A card's transactions are read on
 * the account they were booked to (the spec has no card transaction details), hence `accountId`.
 */
export function detailsApiPath(scope: TransactionScope, transactionId: string, accountId?: string) {
  const query = accountId ? `?account_id=${encodeURIComponent(accountId)}` : "";
  return `${base(scope)}/${encodeURIComponent(transactionId)}${query}`;
}
