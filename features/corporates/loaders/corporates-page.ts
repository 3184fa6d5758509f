import "server-only";
import { directoryRows } from "@/features/directory-lists/server";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { loadCorporatesParams, readCorporatesList } from "../lib/search-params";
import { findCorporate } from "./corporate-page";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The Corporates list, from the console's directory: the provider has no list-corporates
 * operation, so it holds the corporates the console has created or opened. An id given to the
 * find-by-id box is looked up at the provider first (and so enters the directory). Filters
 * the list cannot use are explained on their field and not queried.
 */
export async function loadCorporatesPage(searchParams: SearchParams) {
  const { db, user } = await requirePagePermission("corporates.view");
  const params = await loadCorporatesParams(searchParams);
  const found = await findCorporate(params.corporate_id);
  const list = readCorporatesList(params);
  return {
    list,
    rows: directoryRows(db, list),
    find: found,
    canManage: can(user.role, "corporates.manage"),
  };
}

export type CorporatesPageView = Awaited<ReturnType<typeof loadCorporatesPage>>;
