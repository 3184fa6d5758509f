import "server-only";
import type {
  TransactionList,
  TransactionScope,
  TransactionScopeKind,
} from "@/features/transactions/lib/scope";
import { transactionScopes } from "@/features/transactions/lib/scopes";
import { parseTransactionsUrl } from "@/features/transactions/lib/url-state";
import { requirePagePermission } from "@/lib/console/auth/session";
import { type ReadResult, readOrExplain } from "@/lib/console/read-or-explain";

export type FirstPage = Promise<ReadResult<TransactionList | null>>;

/**
 * How a transactions page starts: the scope's permission first (a real 403 before anything
 * streams), then the page the URL asks for, read while the page reads its header's data.
 * A URL whose page is not a page reads nothing (`null`): the view explains it.
 */
export async function startTransactionsPage(
  kind: TransactionScopeKind,
  ownerId: string,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
) {
  const { db } = await requirePagePermission(transactionScopes[kind].permission);
  const scope: TransactionScope = { kind, ownerId };
  const first: FirstPage = searchParams.then(async (params) => {
    const { page } = parseTransactionsUrl(params);
    if (page === null) return { ok: true, data: null };
    return readOrExplain(db, transactionScopes[kind].list(ownerId, page));
  });
  // Awaited later, under the header; a failure meanwhile (say, the header's 404) is not unhandled.
  first.catch(() => {});
  return { db, scope, first };
}
