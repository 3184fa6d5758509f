import "server-only";
import { type ReadResult, readOrExplain } from "@/components/customers/read-or-explain";
import type {
  TransactionList,
  TransactionScope,
  TransactionScopeKind,
} from "@/components/transactions/scope";
import { parseTransactionsUrl } from "@/components/transactions/url-state";
import { requirePagePermission } from "../auth/session";
import { transactionScopes } from "./scopes";

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
