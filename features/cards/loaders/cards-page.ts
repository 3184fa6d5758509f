import "server-only";
import { readDirectoryList } from "@/components/ui/directory-list";
import { cardStatusCodes } from "@/lib/cams";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { listDirectory, ownerNames } from "@/lib/console/directory";
import { type CardsListState, lastFourProblem, loadCardsParams } from "../lib/list-params";
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
  const read = readDirectoryList(params, { statuses: cardStatusCodes });
  const state: CardsListState = {
    ...read.state,
    last_four: params.last_four.trim(),
    owner: params.owner.trim(),
  };
  const problems = { ...read.problems, last_four: lastFourProblem(state.last_four) ?? undefined };
  const ok = read.filters && !problems.last_four;
  return {
    state,
    page: read.page,
    problems,
    find,
    canSeeCustomers: can(user.role, "customers.view"),
    list: ok
      ? listDirectory(db, {
          kind: "card",
          ...read.filters,
          cardLastFour: state.last_four || undefined,
          ownerId: state.owner || undefined,
          sort: state.sort,
          direction: state.dir,
          page: read.page,
        }).then(async (list) => ({ ...list, owners: await ownerNames(db, list.rows) }))
      : null,
  };
}

export type CardsPageView = Awaited<ReturnType<typeof loadCardsPage>>;
