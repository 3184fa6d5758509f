import "server-only";
import { directoryRows } from "@/features/directory-lists/server";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { recordSeenQuietly, seenCustomer } from "@/lib/console/directory";
import { readOrExplain } from "@/lib/console/read-or-explain";
import { loadCustomersParams, readCustomersList } from "../lib/search-params";
import { parseCustomerSearch } from "../lib/search-query";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The Customers page: the permission first (a real 403 before anything streams), then the
 * URL read. By default the directory's list, filtered, sorted and paged; a filter it cannot
 * use is explained on its field and nothing is queried. With a last name or identification
 * value, the provider's own search instead (checked with the provider's rules first), whose
 * hits enter the directory.
 */
export async function loadCustomersPage(searchParams: SearchParams) {
  const { db, user } = await requirePagePermission("customers.view");
  const params = await loadCustomersParams(searchParams);
  const list = readCustomersList(params);
  const lookingUp = Boolean(params.last_name.trim() || params.identification_value.trim());
  const parsed = parseCustomerSearch(params, list.page);
  return {
    canOnboard: can(user.role, "customers.onboard"),
    list,
    lookingUp,
    parsed,
    rows: lookingUp ? null : directoryRows(db, list),
    results:
      lookingUp && parsed.ok
        ? readOrExplain(
            db,
            camsClient()
              .call("searchCustomers", { query: parsed.query })
              .then(async (found) => {
                // Every hit goes into the directory, so the list and the header's search find it.
                await recordSeenQuietly(db, found.customers.flatMap(seenCustomer));
                return found;
              }),
          )
        : null,
  };
}

export type CustomersPageView = Awaited<ReturnType<typeof loadCustomersPage>>;
