import { createLoader, type inferParserType } from "nuqs/server";
import { enumOptions } from "@/components/ui/enum-options";
import {
  type DirectoryListState,
  directoryListHref,
  directoryListParams,
  readListOf,
} from "@/features/directory-lists";
import { customerStatuses, kycLevels } from "@/lib/cams/enum-values";
import { customerSearchParams } from "./search-query";

/**
 * The Customers page's URL: the directory list's filters (name, status, KYC level, created
 * range), sort and page, and the provider's exact lookup (last name, identification value).
 * When a lookup is given, the page shows the provider's answer in place of the list, and
 * `page` pages that answer.
 */
const customersParams = {
  ...directoryListParams,
  ...customerSearchParams,
};

export const loadCustomersParams = createLoader(customersParams);

type CustomersListState = DirectoryListState;

export function customersListHref(state: CustomersListState, page = 1): string {
  return directoryListHref("/customers", state, page);
}

const customerListRules = { statuses: customerStatuses, kycLevels };
export const customerStatusOptions = enumOptions(customerStatuses);
export const kycLevelOptions = enumOptions(kycLevels);

/** The Customers list's URL read (the directory's list; the provider lookup is read apart). */
export const readCustomersList = (params: inferParserType<typeof customersParams>) =>
  readListOf("customer", params, customerListRules);
