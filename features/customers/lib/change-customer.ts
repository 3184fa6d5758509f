import "server-only";
import type { CamsClient } from "@/lib/cams/client";
import { camsClient } from "@/lib/console/cams-client";
import type { Customer } from "./customer";

/**
 * What an editor's action runs: the change, with the part of the customer it touches read
 * before and after it for the audit entry. The part is also what the browser gets back.
 * `check` sees the customer as stored before anything is sent, and refuses by throwing.
 */
export async function changeCustomer<Part>(
  customerId: string,
  change: (client: CamsClient) => Promise<Customer>,
  part: (customer: Customer) => Part,
  check?: (stored: Customer) => void,
) {
  const client = camsClient();
  const stored = await client.call("getCustomer", { params: { customer_id: customerId } });
  check?.(stored);
  const before = part(stored);
  const after = part(await change(client));
  return { data: after, target: { type: "customer", id: customerId }, before, after };
}
