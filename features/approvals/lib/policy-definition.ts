import "server-only";
import { type CurrencyCode, fromMinorUnits, toMinorUnits } from "@/lib/cams";
import { actionDefinition } from "@/lib/console/actions/define-action";
import type { ApprovableAction } from "@/lib/console/approvals/preview";
import { policyFor } from "@/lib/console/approvals/store";
import { approvalPolicies, type Role } from "@/lib/db/schema";
import { type ApprovalAction, approvalActionLabels } from "@/lib/db/schema/approval-values";
import { policyInput } from "./policy-input";
import { type PolicyShape, policySentence } from "./summary";

/** A stored policy in the words of policySentence. */
function storedPolicy(
  policy: {
    mode: string;
    approverRole: Role;
    expiryHours: number;
    thresholds: Record<string, number>;
    maxRows: number | null;
  } | null,
): PolicyShape | null {
  if (!policy) return null;
  return {
    ...policy,
    thresholds: Object.entries(policy.thresholds).map(([currency, minor]) => ({
      currency,
      amount: fromMinorUnits(minor, currency as CurrencyCode),
    })),
  };
}

/**
 * An admin sets one action's policy. It itself waits for approval when the "policy change"
 * policy says so: then another admin (or its approver role) approves the change before it applies.
 */
export const policyUpdateDefinition = actionDefinition({
  name: "approval.policy.update",
  permission: "settings.manage",
  schema: policyInput,
  fourEyes: { policy: "policy_change" },
  target: ({ action }) => ({ type: "approval_policy", id: action }),
  async run({ action, mode, approver_role, expiry_hours, thresholds, max_rows }, { db, user }) {
    const before = await policyFor(db, action);
    const values = {
      mode,
      approverRole: approver_role,
      expiryHours: expiry_hours,
      thresholds: Object.fromEntries(
        thresholds.map((row) => [row.currency, toMinorUnits(row.amount, row.currency)]),
      ),
      maxRows: max_rows ?? null,
      updatedBy: user.id,
      updatedAt: new Date(),
    };
    await db
      .insert(approvalPolicies)
      .values({ action, ...values })
      .onConflictDoUpdate({ target: approvalPolicies.action, set: values });
    return {
      data: { action },
      target: { type: "approval_policy", id: action },
      before: before && {
        mode: before.mode,
        thresholds: before.thresholds,
        max_rows: before.maxRows,
        approver_role: before.approverRole,
        expiry_hours: before.expiryHours,
      },
      after: {
        mode,
        thresholds: values.thresholds,
        max_rows: values.maxRows,
        approver_role,
        expiry_hours,
      },
    };
  },
});

type PolicyPayload = {
  action: ApprovalAction;
  mode: string;
  approver_role: Role;
  expiry_hours: number;
  thresholds: { currency: CurrencyCode; amount: number }[];
  max_rows?: number | null;
};

/** A policy change's request: the policy now and as it would be. */
export const approvablePolicyChange: ApprovableAction = {
  definition: policyUpdateDefinition,
  preview: async (payload: PolicyPayload, { db }) => {
    const now = await policyFor(db, payload.action);
    const next = {
      mode: payload.mode,
      approverRole: payload.approver_role,
      expiryHours: payload.expiry_hours,
      thresholds: payload.thresholds,
      maxRows: payload.max_rows,
    };
    return {
      facts: [["Action", approvalActionLabels[payload.action]]],
      effects: [
        ["Policy now", policySentence(storedPolicy(now))],
        ["Policy after", policySentence(next)],
      ],
      links: [{ label: "Approval policies", href: "/settings/approvals" }],
      problem: null,
    };
  },
};
