import "server-only";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { listDirectory, ownerNames } from "@/lib/console/directory";
import { loadAccountsParams, readAccountsList } from "../lib/search-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The Accounts list, from the console's directory: the accounts it has seen, with their
 * owner. Open to whoever may open a customer's account; a corporate's accounts are listed
 * only to roles that may open corporates. Filters it cannot use are explained, not queried.
 */
export async function loadAccountsPage(searchParams: SearchParams) {
  const { db, user } = await requirePagePermission("customers.view");
  const params = await loadAccountsParams(searchParams);
  const canSeeCorporates = can(user.role, "corporates.view");
  const { state, page, problems, query } = readAccountsList(params, { canSeeCorporates });
  return {
    state,
    page,
    problems,
    canSeeCorporates,
    list: query
      ? listDirectory(db, { ...query, page }).then(async (list) => ({
          ...list,
          owners: await ownerNames(db, list.rows),
        }))
      : null,
  };
}

export type AccountsPageView = Awaited<ReturnType<typeof loadAccountsPage>>;
