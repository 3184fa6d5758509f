import "server-only";
import { and, eq } from "drizzle-orm";
import { type CurrencyCode, fromMinorUnits } from "@/lib/cams";
import { approverRoles } from "@/lib/console/approvals/approvers";
import { isOn, listPolicies } from "@/lib/console/approvals/store";
import { requirePagePermission } from "@/lib/console/auth/session";
import type { Db } from "@/lib/db";
import { type Role, users } from "@/lib/db/schema";
import {
  type ApprovalAction,
  amountApprovalActions,
  approvalActionLabels,
  approvalActions,
  bulkApprovalActions,
  DEFAULT_APPROVAL_EXPIRY_HOURS,
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
  bulk_onboarding: "manager",
  bulk_card_actions: "admin",
  bulk_money: "manager",
};

/** The enabled admins: who can approve a policy change. */
const enabledAdmins = (db: Db) =>
  db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.disabled, false)))
    .orderBy(users.email);

/**
 * Every action a policy can hold back, with its policy in force (off when none was set), and
 * who approves a change of them: another admin, while the policy change is held back.
 */
export async function loadPoliciesPage() {
  const { db, user } = await requirePagePermission("settings.manage");
  const inForce = await listPolicies(db);
  const rows = new Map(inForce.map((row) => [row.action, row]));
  const guarded = inForce.some((row) => row.action !== "policy_change" && isOn(row));
  const policyChange = rows.get("policy_change");
  const otherAdmins = (await enabledAdmins(db))
    .filter((admin) => admin.id !== user.id)
    .map((admin) => admin.email);
  return {
    /** Whether a change here waits for another admin, and which admins could approve it. */
    changeWaits: policyChange ? isOn(policyChange) : false,
    /** Whether it waits because another policy is on, whatever the policy change's own says. */
    guarded,
    otherAdmins,
    policies: approvalActions.map((action) => {
      const row = rows.get(action);
      return {
        action,
        label: approvalActionLabels[action],
        movesMoney: (amountApprovalActions as readonly string[]).includes(action),
        countsRows: (bulkApprovalActions as readonly string[]).includes(action),
        mode: row?.mode ?? "off",
        approverRole: row?.approverRole ?? defaultApprover[action],
        /** The roles the form offers: those that may do the action themselves. */
        approverRoles: approverRoles(action),
        expiryHours: row?.expiryHours ?? DEFAULT_APPROVAL_EXPIRY_HOURS,
        // As the form shows them: the amount in major units, as text.
        thresholds: Object.entries(row?.thresholds ?? {}).map(([currency, minor]) => ({
          currency,
          amount: String(fromMinorUnits(minor, currency as CurrencyCode)),
        })),
        maxRows: row?.maxRows == null ? "" : String(row.maxRows),
      };
    }),
  };
}

export type PoliciesPageView = Awaited<ReturnType<typeof loadPoliciesPage>>;
export type PolicyView = PoliciesPageView["policies"][number];
