import "server-only";
import { pageOrFirst } from "@/components/ui/url-state";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { recordSeenQuietly, seenCustomer } from "@/lib/console/directory";
import { readOrExplain } from "@/lib/console/read-or-explain";
import { loadCustomerSearchParams, parseCustomerSearch } from "../lib/search-query";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The customer search: the permission first (a real 403 before anything streams), then the
 * URL's filters checked with the provider's own rules. A search the provider would refuse is
 * not sent; its problem goes on the field. A valid one is started here and streamed in.
 */
export async function loadCustomersPage(searchParams: SearchParams) {
  const { db, user } = await requirePagePermission("customers.view");
  const params = await loadCustomerSearchParams(searchParams);
  const parsed = parseCustomerSearch(params, pageOrFirst(params.page));
  return {
    canOnboard: can(user.role, "customers.onboard"),
    parsed,
    results: parsed.ok
      ? readOrExplain(
          db,
          camsClient()
            .call("searchCustomers", { query: parsed.query })
            .then(async (found) => {
              // Every hit goes into the directory, so the header's search finds it next time.
              await recordSeenQuietly(db, found.customers.flatMap(seenCustomer));
              return found;
            }),
        )
      : null,
  };
}

export type CustomersPageView = Awaited<ReturnType<typeof loadCustomersPage>>;
