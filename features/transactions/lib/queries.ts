import { queryOptions } from "@tanstack/react-query";
import {
  detailsApiPath,
  pageApiPath,
  type TransactionDetails,
  type TransactionList,
  type TransactionScope,
} from "./scope";

/** A page of the scope's list, through the console's route handler. */
export const transactionsPageQuery = (scope: TransactionScope, page: number) =>
  queryOptions({
    queryKey: ["transactions", scope.kind, scope.ownerId, page],
    queryFn: ({ signal }) => readJson<TransactionList>(pageApiPath(scope, page), signal),
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
