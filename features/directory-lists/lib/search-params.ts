// The URL state every directory list (customers, corporates, cards, accounts) shares: filters,
// sort, page. Each feature builds its own parser map from `directoryListParams` (adding what
// only it has), reads it with `readDirectoryList`, and writes links with `directoryListHref`.
// A hand-edited value the list cannot use is never queried: it comes back as a sentence for
// the field it belongs to.
import { createSerializer, parseAsStringLiteral } from "nuqs/server";
import { dateRangeProblem, dayProblem } from "@/components/ui/date-range";
import {
  atPage,
  filterParser,
  type PageRead,
  pageOrFirst,
  pageParser,
} from "@/components/ui/url-state";
import {
  type DirectoryFilters,
  type DirectoryOrder,
  type DirectorySort,
  directorySorts,
  FIND_MIN_LENGTH,
  foldName,
  type SortDirection,
  searchTextProblem,
  sortDirections,
} from "@/lib/console/directory";

export const directoryListParams = {
  name: filterParser,
  status: filterParser,
  kyc_level: filterParser,
  created_from: filterParser,
  created_to: filterParser,
  sort: parseAsStringLiteral(directorySorts)
    .withDefault("name")
    .withOptions({ clearOnDefault: true }),
  dir: parseAsStringLiteral(sortDirections)
    .withDefault("asc")
    .withOptions({ clearOnDefault: true }),
  page: pageParser,
};

/** A list's state as the URL gave it, kept as typed so the form shows a bad value back. */
export type DirectoryListState = {
  name: string;
  status: string;
  kyc_level: string;
  created_from: string;
  created_to: string;
  sort: DirectorySort;
  dir: SortDirection;
};

type DirectoryListParams = DirectoryListState & { page: PageRead };

/** What a list accepts: its statuses (several may be asked at once, comma-separated). */
type DirectoryListRules = {
  statuses?: readonly string[];
  kycLevels?: readonly string[];
};

type FilterProblems = Partial<Record<keyof DirectoryListState, string>>;

const NAME_TOO_SHORT = `Type at least ${FIND_MIN_LENGTH} characters`;

/** The values of a comma-separated enum filter, each one of `known`, or a problem. */
function readChoices(raw: string, known: readonly string[] | undefined, noun: string) {
  const values = raw
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  const unknown = values.find((value) => !known?.includes(value));
  if (unknown !== undefined) {
    const shown = unknown.length > 24 ? `${unknown.slice(0, 24)}…` : unknown;
    return { values, problem: `Choose ${noun} from the list: “${shown}” is not one` };
  }
  return { values, problem: null };
}

/**
 * Checks a list's URL: a name of one character or too big to search, a day that is not a
 * day, a range that ends before it starts, a status or KYC level the list does not have. With
 * no problem, the directory query; with any, the problems by field and no query. A page that
 * is not a page reads page 1, as the corporates list always did.
 */
export function readDirectoryList(
  params: DirectoryListParams,
  rules: DirectoryListRules,
): {
  state: DirectoryListState;
  page: number;
  problems: FilterProblems;
  filters: Omit<DirectoryFilters, "kind"> | null;
} {
  const state: DirectoryListState = {
    name: params.name.trim(),
    status: params.status.trim(),
    kyc_level: params.kyc_level.trim(),
    created_from: params.created_from.trim(),
    created_to: params.created_to.trim(),
    sort: params.sort,
    dir: params.dir,
  };
  const problems: FilterProblems = {};
  const folded = foldName(state.name);
  const nameProblem =
    folded && folded.length < FIND_MIN_LENGTH ? NAME_TOO_SHORT : searchTextProblem(state.name);
  if (nameProblem) problems.name = nameProblem;
  const status = readChoices(state.status, rules.statuses, "a status");
  if (status.problem) problems.status = status.problem;
  const kyc = readChoices(state.kyc_level, rules.kycLevels, "a KYC level");
  if (kyc.problem) problems.kyc_level = kyc.problem;
  const from = dayProblem(state.created_from);
  if (from) problems.created_from = from;
  const to = from
    ? dayProblem(state.created_to)
    : dateRangeProblem(state.created_from, state.created_to);
  if (to) problems.created_to = to;
  const ok = Object.keys(problems).length === 0;
  return {
    state,
    page: pageOrFirst(params.page),
    problems,
    filters: ok
      ? {
          name: state.name || undefined,
          status: status.values.length ? status.values : undefined,
          kycLevel: kyc.values.length ? kyc.values : undefined,
          createdFrom: state.created_from || undefined,
          createdTo: state.created_to || undefined,
        }
      : null,
  };
}

/** True when a filter (not the sort) narrows the list: its empty state says so. */
export const isFiltered = (state: DirectoryListState) =>
  Boolean(state.name || state.status || state.kyc_level || state.created_from || state.created_to);

const serializeList = createSerializer(directoryListParams);

/**
 * A list's URL for `state` at `page` (page 1 and defaults left out, so shared links stay short).
 * `extra` is the query string of what only that list has (its own serializer's output).
 */
export function directoryListHref(
  path: string,
  state: DirectoryListState,
  page = 1,
  extra: Record<string, string> = {},
): string {
  const query = serializeList({ ...state, page: atPage(page) });
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  // Commas separate a filter's values (status=03,04): kept readable in a shared link.
  const text = params.toString().replace(/%2C/gi, ",");
  return text ? `${path}?${text}` : path;
}

/** Every filter off, the sort kept: what "Clear filters" leads to. */
export const NO_FILTERS = {
  name: "",
  status: "",
  kyc_level: "",
  created_from: "",
  created_to: "",
} as const satisfies Partial<DirectoryListState>;

/** A list's URL read: its state, a message per field it cannot use, and the query (null when any). */
export type DirectoryListRead<State> = {
  state: State;
  page: number;
  problems: Partial<Record<keyof State, string>>;
  /** What the directory is asked, page aside: the loader pages it, the CSV export walks it. */
  query: (DirectoryFilters & DirectoryOrder) | null;
};

/**
 * The part of a list's reading that every list shares: the common filters checked, then the
 * list's own (`extra`: its state, its problems, its filters) added. Any problem, and no query.
 */
export function readListOf<Extra extends Record<string, string>>(
  kind: DirectoryFilters["kind"],
  params: DirectoryListParams,
  rules: DirectoryListRules,
  extra: {
    state: Extra;
    problems?: Partial<Record<keyof Extra, string>>;
    filters?: Omit<DirectoryFilters, "kind">;
  } = { state: {} as Extra },
): DirectoryListRead<DirectoryListState & Extra> {
  const read = readDirectoryList(params, rules);
  const problems = { ...read.problems, ...(extra.problems ?? {}) } as Partial<
    Record<keyof (DirectoryListState & Extra), string>
  >;
  const ok = read.filters && Object.values(problems).every((problem) => !problem);
  return {
    state: { ...read.state, ...extra.state },
    page: read.page,
    problems,
    query: ok
      ? {
          kind,
          ...read.filters,
          ...extra.filters,
          sort: read.state.sort,
          direction: read.state.dir,
        }
      : null,
  };
}
