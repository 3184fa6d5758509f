import "server-only";
import { type CurrencyCode, fromMinorUnits } from "@/lib/cams";
import { listPolicies } from "@/lib/console/approvals/store";
import { requirePagePermission } from "@/lib/console/auth/session";
import type { Role } from "@/lib/db/schema";
import {
  type ApprovalAction,
  approvalActionLabels,
  approvalActions,
  DEFAULT_APPROVAL_EXPIRY_HOURS,
  moneyApprovalActions,
} from "@/lib/db/schema/approval-values";

/** Who approves an action by default, before an admin says otherwise. */
const defaultApprover: Record<ApprovalAction, Role> = {
  credit: "manager",
  debit: "manager",
  transfer: "manager",
  outgoing_credit_transfer: "manager",
  aml_decision: "compliance",
  card_replace: "admin",
  user_role_change: "admin",
  provider_password_rotation: "admin",
  policy_change: "admin",
};

/** Every action a policy can hold back, with its policy now (off when none was set). */
export async function loadPoliciesPage() {
  const { db } = await requirePagePermission("settings.manage");
  const rows = new Map((await listPolicies(db)).map((row) => [row.action, row]));
  return {
    policies: approvalActions.map((action) => {
      const row = rows.get(action);
      return {
        action,
        label: approvalActionLabels[action],
        movesMoney: (moneyApprovalActions as readonly string[]).includes(action),
        mode: row?.mode ?? "off",
        approverRole: row?.approverRole ?? defaultApprover[action],
        expiryHours: row?.expiryHours ?? DEFAULT_APPROVAL_EXPIRY_HOURS,
        // As the form shows them: the amount in major units, as text.
        thresholds: Object.entries(row?.thresholds ?? {}).map(([currency, minor]) => ({
          currency,
          amount: String(fromMinorUnits(minor, currency as CurrencyCode)),
        })),
      };
    }),
  };
}

export type PoliciesPageView = Awaited<ReturnType<typeof loadPoliciesPage>>;
export type PolicyView = PoliciesPageView["policies"][number];
