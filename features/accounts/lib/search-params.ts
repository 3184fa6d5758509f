import { createLoader, type inferParserType } from "nuqs/server";
import { enumOptions } from "@/components/ui/enum-options";
import { filterParser } from "@/components/ui/url-state";
import {
  type DirectoryListState,
  directoryListHref,
  directoryListParams,
  readListOf,
} from "@/features/directory-lists";
import { accountStatuses } from "@/lib/cams/enum-values";

/**
 * The Accounts list's URL: status, the account identifier (IBAN), the owning customer or
 * corporate, the sort and the page. Read by the loader, written by links and the filter form.
 */
const accountsParams = {
  ...directoryListParams,
  identifier: filterParser,
  owner: filterParser,
};

export const loadAccountsParams = createLoader(accountsParams);

type AccountsListState = DirectoryListState & { identifier: string; owner: string };

export function accountsHref(state: AccountsListState, page = 1): string {
  return directoryListHref("/accounts", state, page, {
    identifier: state.identifier,
    owner: state.owner,
  });
}

const accountListRules = { statuses: accountStatuses };
export const accountStatusOptions = enumOptions(accountStatuses);

/**
 * The Accounts list's URL read, for its page and its CSV export alike. A role that may not open
 * corporates is shown only the accounts customers own.
 */
export function readAccountsList(
  params: inferParserType<typeof accountsParams>,
  { canSeeCorporates }: { canSeeCorporates: boolean },
) {
  const state = { identifier: params.identifier.trim(), owner: params.owner.trim() };
  return readListOf("account", params, accountListRules, {
    state,
    filters: {
      accountIdentifier: state.identifier || undefined,
      ownerId: state.owner || undefined,
      ownerKind: canSeeCorporates ? undefined : "customer",
    },
  });
}
