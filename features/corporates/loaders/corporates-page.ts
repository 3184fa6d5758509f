import "server-only";
import { pageOrFirst } from "@/components/ui/url-state";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { listDirectory } from "@/lib/console/directory";
import { loadCorporatesParams } from "../lib/search-params";
import { findCorporate } from "./corporate-page";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The Corporates list, from the console's directory: the provider has no list-corporates
 * operation, so it holds the corporates the console has created or opened. An id given to the
 * find-by-id box is looked up at the provider first (and so enters the directory).
 */
export async function loadCorporatesPage(searchParams: SearchParams) {
  const { db, user } = await requirePagePermission("corporates.view");
  const params = await loadCorporatesParams(searchParams);
  const found = await findCorporate(params.corporate_id);
  const page = pageOrFirst(params.page);
  const state = { name: params.name.trim(), sort: params.sort, dir: params.dir };
  return {
    state,
    page,
    find: found,
    canManage: can(user.role, "corporates.manage"),
    list: listDirectory(db, {
      kind: "corporate",
      name: state.name || undefined,
      sort: state.sort,
      direction: state.dir,
      page,
    }),
  };
}

export type CorporatesPageView = Awaited<ReturnType<typeof loadCorporatesPage>>;
