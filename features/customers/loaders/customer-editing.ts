import "server-only";
import type { Permission } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { customerOrNotFound } from "./customer-or-not-found";

/**
 * What an editor page starts with: the permission (a real 403 before anything renders), then
 * the customer, or a real 404 for an id the provider does not know.
 */
export async function customerToEdit(permission: Permission, customerId: string) {
  await requirePagePermission(permission);
  return customerOrNotFound(customerId);
}
