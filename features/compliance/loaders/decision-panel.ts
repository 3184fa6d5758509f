import "server-only";
import { holdNotice } from "@/lib/console/approvals/hold-notice";
import { pendingRequestOn, policiesForForms } from "@/lib/console/approvals/store";
import { onSandbox } from "@/lib/console/on-sandbox";
import type { Db } from "@/lib/db";
import { applyAmlDecisionDefinition } from "../lib/apply-decision-definition";
import { listComplianceDecisions } from "../lib/records";

/**
 * What the AML decision form needs, wherever it is shown (the review page, a case page): the
 * customer's decisions, an AML decision waiting for a second person (the form links to it
 * instead of asking again), and what the policy in force will do with the next one.
 */
export async function loadDecisionPanel(db: Db, customerId: string) {
  const [decisions, awaitingApproval, policies] = await Promise.all([
    listComplianceDecisions(db, customerId),
    pendingRequestOn(db, applyAmlDecisionDefinition.name, { type: "customer", id: customerId }),
    policiesForForms(db, ["aml_decision"]),
  ]);
  return {
    decisions,
    awaitingApproval,
    applyHold: holdNotice(policies.aml_decision, "status change"),
    onSandbox: onSandbox(),
  };
}
