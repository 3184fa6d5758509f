import "server-only";
import { directoryRowsWithOwners } from "@/features/directory-lists/server";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
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
  const list = readAccountsList(params, { canSeeCorporates });
  return {
    list,
    rows: directoryRowsWithOwners(db, list),
    canSeeCorporates,
  };
}

export type AccountsPageView = Awaited<ReturnType<typeof loadAccountsPage>>;
