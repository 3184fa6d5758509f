import "server-only";
import { directoryRowsWithOwners } from "@/features/directory-lists/server";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { loadCardsParams, readCardsList } from "../lib/search-params";
import { findCard } from "./find-card";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The Cards list, from the console's directory (the provider lists no cards: these are the
 * cards the console has seen, with the status it last saw). A well-formed id given to the
 * find-by-id box opens that card. Filters the list cannot use are explained, not queried.
 */
export async function loadCardsPage(searchParams: SearchParams) {
  const params = await loadCardsParams(searchParams);
  const find = await findCard(params.card_id);
  const { db, user } = await requirePagePermission("cards.view");
  const list = readCardsList(params);
  return {
    list,
    rows: directoryRowsWithOwners(db, list),
    find,
    canSeeCustomers: can(user.role, "customers.view"),
  };
}

export type CardsPageView = Awaited<ReturnType<typeof loadCardsPage>>;
