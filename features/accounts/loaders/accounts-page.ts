import "server-only";
import { readDirectoryList } from "@/components/ui/directory-list";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { listDirectory, ownerNames } from "@/lib/console/directory";
import { type AccountsListState, accountListRules, loadAccountsParams } from "../lib/list-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The Accounts list, from the console's directory: the accounts it has seen, with their
 * owner. Open to whoever may open a customer's account; a corporate's accounts are listed
 * only to roles that may open corporates. Filters it cannot use are explained, not queried.
 */
export async function loadAccountsPage(searchParams: SearchParams) {
  const { db, user } = await requirePagePermission("customers.view");
  const params = await loadAccountsParams(searchParams);
  const read = readDirectoryList(params, accountListRules);
  const state: AccountsListState = {
    ...read.state,
    identifier: params.identifier.trim(),
    owner: params.owner.trim(),
  };
  const canSeeCorporates = can(user.role, "corporates.view");
  return {
    state,
    page: read.page,
    problems: read.problems,
    canSeeCorporates,
    list: read.filters
      ? listDirectory(db, {
          kind: "account",
          ...read.filters,
          accountIdentifier: state.identifier || undefined,
          ownerId: state.owner || undefined,
          ownerKind: canSeeCorporates ? undefined : "customer",
          sort: state.sort,
          direction: state.dir,
          page: read.page,
        }).then(async (list) => ({ ...list, owners: await ownerNames(db, list.rows) }))
      : null,
  };
}

export type AccountsPageView = Awaited<ReturnType<typeof loadAccountsPage>>;
