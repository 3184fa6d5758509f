import { createLoader, type inferParserType } from "nuqs/server";
import { filterParser } from "@/components/ui/url-state";
import {
  type DirectoryListState,
  directoryListHref,
  directoryListParams,
  readListOf,
} from "@/features/directory-lists";
import { CardStatus, cardStatusCodes, cardStatusNames } from "@/lib/cams";
import { cardOperations } from "@/lib/cams/card-status";

/**
 * The Cards list's URL: status (one code, or several comma-separated: `03,04`), last four,
 * the owning customer, the sort, the page, and the id the find-by-id box was given.
 */
const cardsParams = {
  ...directoryListParams,
  last_four: filterParser,
  owner: filterParser,
  card_id: filterParser,
};

export const loadCardsParams = createLoader(cardsParams);

/** The Cards list's URL read, for its page and its CSV export alike. */
export function readCardsList(params: inferParserType<typeof cardsParams>) {
  const state = { last_four: params.last_four.trim(), owner: params.owner.trim() };
  return readListOf(
    "card",
    params,
    { statuses: cardStatusCodes },
    {
      state,
      problems: { last_four: lastFourProblem(state.last_four) ?? undefined },
      filters: {
        cardLastFour: state.last_four || undefined,
        ownerId: state.owner || undefined,
      },
    },
  );
}

type CardsListState = DirectoryListState & { last_four: string; owner: string };

export function cardsHref(state: CardsListState, page = 1): string {
  return directoryListHref("/cards", state, page, {
    last_four: state.last_four,
    owner: state.owner,
  });
}

/** Cards that can be activated now: the statuses activation is allowed from. */
export const WAITING_FOR_ACTIVATION = cardOperations.activate.from.join(",");
/** Cards taken out of use from the console: blocked, or replaced by a new card. */
export const BLOCKED_OR_REPLACED = [CardStatus.Blocked, CardStatus.Replaced].join(",");

/** The status filter's choices: the spec's codes with their names, and two groups. */
export const cardStatusOptions = [
  {
    value: WAITING_FOR_ACTIVATION,
    label: `Waiting for activation (${cardOperations.activate.from.map((c) => `${c} ${cardStatusNames[c]}`).join(", ")})`,
  },
  { value: BLOCKED_OR_REPLACED, label: "Blocked or replaced (05, 62)" },
  ...cardStatusCodes.map((code) => ({ value: code, label: `${code} ${cardStatusNames[code]}` })),
];

const LAST_FOUR = /^\d{4}$/;

/** Why the last-four filter cannot be used, or null: it is four digits or empty. */
export function lastFourProblem(raw: string): string | null {
  const text = raw.trim();
  return text === "" || LAST_FOUR.test(text) ? null : "Type the card's last four digits, like 4242";
}
