import { customerHold } from "@/lib/cams";
import { SandboxError } from "../../errors";
import type { Customer } from "../../tables/customers";

/**
 * The status rules for changing a customer or anything it owns (its identifications,
 * addresses, phones, accounts and cards, money movements), written once in lib/cams. An AML
 * hold or rejection gets its own code, so the caller knows a compliance decision, not a data
 * problem, stands in the way.
 */
export function assertCustomerActive(customer: Pick<Customer, "status">): void {
  const hold = customerHold(customer.status);
  if (hold) throw new SandboxError(hold.code);
}
