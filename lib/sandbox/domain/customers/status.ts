import { ErrorCode } from "@/lib/cams";
import { SandboxError } from "../../errors";
import type { Customer } from "../../tables/customers";

/**
 * The status rules for changing a customer or anything it owns (its identifications,
 * addresses, phones, and later its accounts and cards). An AML hold or rejection gets its own
 * code, so the caller knows a compliance decision, not a data problem, stands in the way.
 */
export function assertCustomerActive(customer: Pick<Customer, "status">): void {
  switch (customer.status) {
    case "Active":
      return;
    case "OnHold":
      throw new SandboxError(ErrorCode.CustomerOnHold);
    case "Rejected":
      throw new SandboxError(ErrorCode.CustomerRejected);
    default:
      throw new SandboxError(ErrorCode.CustomerMustBeActive);
  }
}
