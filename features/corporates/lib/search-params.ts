import { createLoader } from "nuqs/server";
import {
  type DirectoryListState,
  directoryListHref,
  directoryListParams,
} from "@/components/ui/directory-list";
import { filterParser } from "@/components/ui/url-state";

/**
 * The Corporates list's URL: the name and created-date filters, the sort and its direction,
 * the page, and the id the find-by-id box was given. Read by the loader, written by links and
 * the filter form.
 */
export const corporatesParams = {
  ...directoryListParams,
  corporate_id: filterParser,
};

export const loadCorporatesParams = createLoader(corporatesParams);

export type CorporatesListState = DirectoryListState;

export function corporatesHref(state: CorporatesListState, page = 1): string {
  return directoryListHref("/corporates", state, page);
}

/** The list's CSV export, with its filter and sorting (the same parser map reads it). */
export function corporatesExportHref(state: CorporatesListState): string {
  return `/api/exports/corporates${serialize({ ...state, page: atPage(1), corporate_id: "" })}`;
}
