import { createLoader } from "nuqs/server";
import {
  type DirectoryListState,
  directoryListHref,
  directoryListParams,
} from "@/components/ui/directory-list";
import { enumOptions } from "@/components/ui/enum-options";
import { filterParser } from "@/components/ui/url-state";
import { accountStatuses } from "@/lib/cams/enums";

/**
 * The Accounts list's URL: status, the account identifier (IBAN), the owning customer or
 * corporate, the sort and the page. Read by the loader, written by links and the filter form.
 */
export const accountsParams = {
  ...directoryListParams,
  identifier: filterParser,
  owner: filterParser,
};

export const loadAccountsParams = createLoader(accountsParams);

export type AccountsListState = DirectoryListState & { identifier: string; owner: string };

export function accountsHref(state: AccountsListState, page = 1): string {
  return directoryListHref("/accounts", state, page, {
    identifier: state.identifier,
    owner: state.owner,
  });
}

export const accountListRules = { statuses: accountStatuses };
export const accountStatusOptions = enumOptions(accountStatuses);
