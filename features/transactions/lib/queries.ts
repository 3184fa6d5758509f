import { queryOptions } from "@tanstack/react-query";
import {
  detailsApiPath,
  pageApiPath,
  type TransactionDetails,
  type TransactionScope,
  type TransactionsAnswer,
} from "./scope";

/**
 * A page of the scope's list, through the console's route handler: `search` is the view's
 * query string without the open transaction (the page, or the filters and their scan's start).
 */
export const transactionsPageQuery = (scope: TransactionScope, search: string) =>
  queryOptions({
    queryKey: ["transactions", scope.kind, scope.ownerId, search],
    queryFn: ({ signal }) => readJson<TransactionsAnswer>(pageApiPath(scope, search), signal),
  });

export const transactionDetailsQuery = (
  scope: TransactionScope,
  transactionId: string,
  accountId: string | undefined,
) =>
  queryOptions({
    queryKey: ["transaction", scope.kind, scope.ownerId, transactionId],
    queryFn: ({ signal }) =>
      readJson<TransactionDetails>(detailsApiPath(scope, transactionId, accountId), signal),
  });

/** The route handlers answer JSON, or `{ message }` with an error status, which is thrown. */
async function readJson<T>(path: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(path, { signal, headers: { accept: "application/json" } });
  // An ended session is sent to the sign-in page, which is HTML.
  if (!response.headers.get("content-type")?.includes("application/json"))
    throw new Error("Your session has ended: reload the page to sign in again.");
  const body = (await response.json()) as T | { message?: string; code?: string };
  if (!response.ok) {
    const { message, code } = body as { message?: string; code?: string };
    throw Object.assign(new Error(message ?? "The console could not answer. Try again."), { code });
  }
  return body as T;
}
