import { createLoader, createSerializer, parseAsStringLiteral } from "nuqs/server";
import { atPage, filterParser, pageParser } from "@/components/ui/url-state";
import {
  type DirectorySort,
  directorySorts,
  type SortDirection,
  sortDirections,
} from "@/lib/console/directory";

/**
 * The Corporates list's URL: the name filter, the sort and its direction, the page, and the id
 * the find-by-id box was given. Read by the loader, written by links and the filter form.
 */
export const corporatesParams = {
  name: filterParser,
  sort: parseAsStringLiteral(directorySorts)
    .withDefault("name")
    .withOptions({ clearOnDefault: true }),
  dir: parseAsStringLiteral(sortDirections)
    .withDefault("asc")
    .withOptions({ clearOnDefault: true }),
  page: pageParser,
  corporate_id: filterParser,
};

export const loadCorporatesParams = createLoader(corporatesParams);

const serialize = createSerializer(corporatesParams);

export type CorporatesListState = {
  name: string;
  sort: DirectorySort;
  dir: SortDirection;
};

export function corporatesHref(state: CorporatesListState, page = 1): string {
  return `/corporates${serialize({ ...state, page: atPage(page), corporate_id: "" })}`;
}

/** The list's CSV export, with its filter and sorting (the same parser map reads it). */
export function corporatesExportHref(state: CorporatesListState): string {
  return `/api/exports/corporates${serialize({ ...state, page: atPage(1), corporate_id: "" })}`;
}
