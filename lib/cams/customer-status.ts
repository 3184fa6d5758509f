import { ErrorCode, type KnownErrorCode } from "./errors/catalog";

/** Why the provider refuses changes for a customer who is not active, and with which code. */
export type CustomerHold = {
  status: string;
  code: KnownErrorCode;
  /** The banner's heading: what happened to the customer. */
  title: string;
  /** Said next to each action the provider would refuse (the code is shown apart, as a detail). */
  reason: string;
};

/**
 * The spec's rule on a customer's status: many operations need an active customer (4220002),
 * and an AML hold or rejection has its own code (4224005, 4224006). Changes to the customer or
 * what it owns (profile, contact details, new accounts and cards, money movements, card
 * replacement) are refused; reads are not. An unreported status is not taken for a hold.
 */
export function customerHold(status: string | null | undefined): CustomerHold | null {
  if (status === undefined || status === null || status === "Active") return null;
  if (status === "OnHold") {
    return {
      status,
      code: ErrorCode.CustomerOnHold,
      title: "On hold after the AML check",
      reason:
        "Not possible while the customer is on hold after the AML check: compliance must clear them first.",
    };
  }
  if (status === "Rejected") {
    return {
      status,
      code: ErrorCode.CustomerRejected,
      title: "Rejected by the AML check",
      reason: "Not possible: the customer was rejected by the AML check.",
    };
  }
  return {
    status,
    code: ErrorCode.CustomerMustBeActive,
    title: "Not active",
    reason: "Not possible while the customer is not active.",
  };
}
