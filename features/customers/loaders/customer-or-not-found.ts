import "server-only";
import { camsClient } from "@/lib/console/cams-client";
import { orNotFound } from "@/lib/console/or-not-found";

/** GET /customers/{id} for a page, read before streaming starts so an unknown id is a real 404. */
export function customerOrNotFound(customerId: string) {
  return orNotFound(camsClient().call("getCustomer", { params: { customer_id: customerId } }));
}
