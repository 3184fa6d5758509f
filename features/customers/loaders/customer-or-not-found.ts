import "server-only";
import { camsClient } from "@/lib/console/cams-client";
import { recordSeenQuietly, seenCustomer } from "@/lib/console/directory";
import { orNotFound } from "@/lib/console/or-not-found";
import { getDb } from "@/lib/db";

/**
 * GET /customers/{id} for a page, read before streaming starts so an unknown id is a real 404.
 * What it shows (the customer, its accounts and cards) is noted in the directory on the way.
 */
export async function customerOrNotFound(customerId: string) {
  const customer = await orNotFound(
    camsClient().call("getCustomer", { params: { customer_id: customerId } }),
  );
  await recordSeenQuietly(await getDb(), seenCustomer(customer));
  return customer;
}
