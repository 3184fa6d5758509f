"use server";

import { complianceDecisionInput } from "@/features/compliance/lib/decision";
import { insertComplianceDecision } from "@/features/compliance/lib/records";
import { defineAction } from "@/lib/console/actions/define-action";

/**
 * Records a decision in the console only; it commits with its audit entry. Changing the
 * provider is a separate, explicit step (apply-aml-decision), so a failing provider can never
 * lose the decision.
 */
export const recordComplianceDecision = defineAction({
  name: "compliance.record_decision",
  permission: "compliance.review",
  kind: "console",
  schema: complianceDecisionInput,
  async run({ customer_id, decision, reason }, { db, user }) {
    const record = await insertComplianceDecision(db, {
      customerId: customer_id,
      decision,
      reason,
      authorId: user.id,
    });
    return {
      data: { id: record.id },
      target: { type: "customer", id: customer_id },
      after: { decision_id: record.id, decision, reason },
    };
  },
});
