"use server";

import {
  applyDecisionInput,
  decisionLabels,
  decisionTargetStatus,
} from "@/features/compliance/lib/decision";
import { findComplianceDecision, latestDecisions } from "@/features/compliance/lib/records";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { onSandbox } from "@/lib/console/on-sandbox";

/**
 * Sandbox only: makes the provider follow the decision in force, through the AML simulation
 * (clear → Active, reject → Rejected). The decision was recorded before; if this fails, it
 * stays recorded and can be applied again.
 */
export const applyAmlDecision = defineAction({
  name: "compliance.apply_aml_decision",
  permission: "compliance.review",
  kind: "provider",
  schema: applyDecisionInput,
  async run({ customer_id, decision_id }, { db }) {
    // A real provider has no simulate endpoints: its AML status follows its own process.
    if (!onSandbox())
      throw new ActionRefusal(
        "NOT_SANDBOX",
        "Only the sandbox can be told an AML outcome; on a real provider the decision is kept in the console only.",
      );
    const record = await findComplianceDecision(db, customer_id, decision_id);
    if (!record)
      throw new ActionRefusal("NOT_FOUND", "This decision does not exist for this customer.");
    const inForce = (await latestDecisions(db, [customer_id])).get(customer_id);
    if (inForce?.id !== record.id)
      throw new ActionRefusal("SUPERSEDED", "A newer decision has been recorded; apply that one.");
    const status = decisionTargetStatus[record.decision];
    if (!status)
      throw new ActionRefusal(
        "NO_PROVIDER_CHANGE",
        `"${decisionLabels[record.decision]}" leaves the provider's status as it is.`,
      );
    const client = camsClient();
    const before = await client.call("getCustomer", { params: { customer_id } });
    const after = await client.call("simulateCustomerAml", {
      params: { customer_id },
      body: { status },
    });
    return {
      data: { status: after.status },
      target: { type: "customer", id: customer_id },
      before: { status: before.status },
      after: { status: after.status, decision_id },
    };
  },
});
