import "server-only";
import type { z } from "zod";
import { customerOrNotFound } from "@/features/customers/loaders/customer-or-not-found";
import type { customerResponse } from "@/lib/cams";
import type { CamsClient } from "@/lib/cams/client";
import type { Permission } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";

export type Customer = z.output<typeof customerResponse>;

/**
 * What an editor page starts with: the permission (a real 403 before anything renders), then
 * the customer, or a real 404 for an id the provider does not know.
 */
export async function customerToEdit(permission: Permission, customerId: string) {
  await requirePagePermission(permission);
  return customerOrNotFound(customerId);
}

/**
 * What an editor's action runs: the change, with the part of the customer it touches read
 * before and after it for the audit entry. The part is also what the browser gets back.
 */
export async function changeCustomer<Part>(
  customerId: string,
  change: (client: CamsClient) => Promise<Customer>,
  part: (customer: Customer) => Part,
) {
  const client = camsClient();
  const before = part(await client.call("getCustomer", { params: { customer_id: customerId } }));
  const after = part(await change(client));
  return { data: after, target: { type: "customer", id: customerId }, before, after };
}
