import { createLoader, type inferParserType } from "nuqs/server";
import { filterParser } from "@/components/ui/url-state";
import {
  type DirectoryListState,
  directoryListHref,
  directoryListParams,
  readListOf,
} from "@/features/directory-lists";

/**
 * The Corporates list's URL: the name and created-date filters, the sort and its direction,
 * the page, and the id the find-by-id box was given. Read by the loader, written by links and
 * the filter form.
 */
const corporatesParams = {
  ...directoryListParams,
  corporate_id: filterParser,
};

export const loadCorporatesParams = createLoader(corporatesParams);

type CorporatesListState = DirectoryListState;

/** The Corporates list's URL read: name and created date (corporates have no status or KYC level here). */
export const readCorporatesList = (params: inferParserType<typeof corporatesParams>) =>
  readListOf("corporate", params, {});

export function corporatesHref(state: CorporatesListState, page = 1): string {
  return directoryListHref("/corporates", state, page);
}
