import type { Customer } from "../../tables/customers";

// The sandbox's magic values (sandbox contract, "States"). Matched case-insensitively, as
// identification values are compared everywhere else.
const REJECT_PREFIX = "AMLREJECT";
const HOLD_PREFIX = "AMLHOLD";

/**
 * The sandbox AML check run at creation. A rejection outweighs a hold when documents disagree:
 * the stricter finding is the one a compliance officer would act on.
 */
export function amlStatus(identificationValues: readonly string[]): Customer["status"] {
  const values = identificationValues.map((value) => value.toUpperCase());
  if (values.some((value) => value.startsWith(REJECT_PREFIX))) return "Rejected";
  if (values.some((value) => value.startsWith(HOLD_PREFIX))) return "OnHold";
  return "Active";
}
