import "server-only";
import { readTransactionsView } from "@/features/transactions/lib/read-view";
import type {
  TransactionScope,
  TransactionScopeKind,
  TransactionsAnswer,
} from "@/features/transactions/lib/scope";
import { transactionScopes } from "@/features/transactions/lib/scope-readers";
import { parseTransactionsUrl } from "@/features/transactions/lib/search-params";
import { requirePagePermission } from "@/lib/console/auth/session";
import { type ReadResult, readOrExplain } from "@/lib/console/read-or-explain";

export type FirstPage = Promise<ReadResult<TransactionsAnswer | null>>;

/**
 * How a transactions page starts: the scope's permission first (a real 403 before anything
 * streams), then the page the URL asks for, read while the page reads its header's data.
 * A URL whose page or filters cannot be read reads nothing (`null`): the view explains it.
 */
export async function startTransactionsPage(
  kind: TransactionScopeKind,
  ownerId: string,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
) {
  const { db } = await requirePagePermission(transactionScopes[kind].permission);
  const scope: TransactionScope = { kind, ownerId };
  const first: FirstPage = searchParams.then(async (params) => {
    const url = parseTransactionsUrl(params);
    return readOrExplain(db, readTransactionsView(transactionScopes[kind], ownerId, url));
  });
  // Awaited later, under the header; a failure meanwhile (say, the header's 404) is not unhandled.
  first.catch(() => {});
  return { db, scope, first };
}
