import "server-only";
import {
  ActionRefusal,
  actionDefinition,
  isActionRefusal,
} from "@/lib/console/actions/define-action";
import type { ApprovableAction } from "@/lib/console/approvals/preview";
import { camsClient } from "@/lib/console/cams-client";
import { onSandbox } from "@/lib/console/on-sandbox";
import type { Db } from "@/lib/db";
import { applyDecisionInput, decisionLabels, decisionTargetStatus } from "./decision";
import { findComplianceDecision, latestDecisions } from "./records";

/**
 * The decision that may be applied: on the sandbox, the one in force, one that asks the provider
 * for a status. Checked when it is applied, and in a four-eyes request's preview.
 */
async function applicableDecision(db: Db, customerId: string, decisionId: number) {
  // A real provider has no simulate endpoints: its AML status follows its own process.
  if (!onSandbox())
    throw new ActionRefusal(
      "NOT_SANDBOX",
      "Only the sandbox can be told an AML outcome; on a real provider the decision is kept in the console only.",
    );
  const record = await findComplianceDecision(db, customerId, decisionId);
  if (!record)
    throw new ActionRefusal("NOT_FOUND", "This decision does not exist for this customer.");
  const inForce = (await latestDecisions(db, [customerId])).get(customerId);
  if (inForce?.id !== record.id)
    throw new ActionRefusal("SUPERSEDED", "A newer decision has been recorded; apply that one.");
  const status = decisionTargetStatus[record.decision];
  if (!status)
    throw new ActionRefusal(
      "NO_PROVIDER_CHANGE",
      `"${decisionLabels[record.decision]}" leaves the provider's status as it is.`,
    );
  return { record, status };
}

/**
 * Sandbox only: makes the provider follow the decision in force, through the AML simulation
 * (clear → Active, reject → Rejected). The decision was recorded before; if this fails, it
 * stays recorded and can be applied again.
 */
export const applyAmlDecisionDefinition = actionDefinition({
  name: "compliance.apply_aml_decision",
  permission: "compliance.review",
  kind: "provider",
  schema: applyDecisionInput,
  fourEyes: { policy: "aml_decision" },
  async run({ customer_id, decision_id }, { db }) {
    const { status } = await applicableDecision(db, customer_id, decision_id);
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

/** An AML decision's request: the decision, the customer's status now and after. */
export const approvableAmlDecision: ApprovableAction = {
  definition: applyAmlDecisionDefinition,
  preview: async (
    { customer_id, decision_id }: { customer_id: string; decision_id: number },
    { db },
  ) => {
    const links = [
      {
        label: "Customer",
        href: `/customers/${encodeURIComponent(customer_id)}`,
        party: { kind: "customer" as const, id: customer_id },
      },
      { label: "Compliance review", href: `/compliance/${encodeURIComponent(customer_id)}` },
    ];
    const record = await findComplianceDecision(db, customer_id, decision_id);
    const facts: [string, string][] = [
      ["Decision", record ? decisionLabels[record.decision] : "—"],
      ["Reason", record?.reason ?? "—"],
    ];
    try {
      const { status } = await applicableDecision(db, customer_id, decision_id);
      const customer = await camsClient().call("getCustomer", { params: { customer_id } });
      return {
        facts,
        effects: [
          ["Status now", String(customer.status ?? "—")],
          ["Status after", status],
        ],
        links,
        problem: null,
      };
    } catch (error) {
      if (isActionRefusal(error)) return { facts, effects: [], links, problem: error.message };
      throw error;
    }
  },
};
