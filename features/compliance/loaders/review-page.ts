import "server-only";
import { customerOrNotFound } from "@/features/customers/server";
import { accountPaymentEvents, verificationEvents } from "@/features/events/server";
import { holdNotice } from "@/lib/console/approvals/hold-notice";
import { pendingRequestOn, policiesForForms } from "@/lib/console/approvals/store";
import { requirePagePermission } from "@/lib/console/auth/session";
import { onSandbox } from "@/lib/console/on-sandbox";
import { applyAmlDecisionDefinition } from "../lib/apply-decision-definition";
import { listComplianceDecisions, listComplianceNotes } from "../lib/records";

/**
 * An AML review: the permission first (a real 403 before anything renders), then the customer
 * from the provider and, at once, the evidence the console holds: verification and payment
 * events, notes and decisions.
 */
export async function loadReviewPage(customerId: string) {
  const { db } = await requirePagePermission("compliance.review");
  const [customer, verifications, notes, decisions, awaitingApproval, policies] = await Promise.all(
    [
      customerOrNotFound(customerId),
      verificationEvents(db, customerId),
      listComplianceNotes(db, customerId),
      listComplianceDecisions(db, customerId),
      // An AML decision held for a second person: the page links to it instead of asking again.
      pendingRequestOn(db, applyAmlDecisionDefinition.name, { type: "customer", id: customerId }),
      policiesForForms(db, ["aml_decision"]),
    ],
  );
  // Payment events are found through the accounts, which only the customer read names.
  const accountIds = (customer.accounts ?? []).map((account) => account.account_id);
  const payments = await accountPaymentEvents(db, accountIds);
  return {
    customer,
    verifications,
    payments,
    notes,
    decisions,
    awaitingApproval,
    /** What applying a decision will do under the policy in force: wait for a second person. */
    applyHold: holdNotice(policies.aml_decision, "status change"),
    onSandbox: onSandbox(),
  };
}

export type ReviewPageView = Awaited<ReturnType<typeof loadReviewPage>>;
