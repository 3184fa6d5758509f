// Who may approve what: pure, so the policies form offers, and the server accepts, the same roles.
import type { ApprovalAction } from "@/lib/db/schema/approval-values";
import { type Role, roles } from "@/lib/db/schema/roles";
import { can, type Permission } from "../auth/permissions";

/**
 * The permission each policy's action asks for: a checker must hold it, since approving runs
 * the action. The registered definitions are the truth at decision time; registry.test.ts keeps
 * this map (read by the browser's form, which cannot import them) equal to them.
 */
export const approvalPermissions: Record<ApprovalAction, Permission> = {
  credit: "accounts.moveMoney",
  debit: "accounts.moveMoney",
  transfer: "accounts.moveMoney",
  outgoing_credit_transfer: "accounts.moveMoney",
  aml_decision: "compliance.review",
  card_replace: "cards.manage",
  user_role_change: "settings.manage",
  provider_password_rotation: "settings.manage",
  policy_change: "settings.manage",
  bulk_onboarding: "customers.onboard",
  bulk_card_actions: "cards.manage",
  bulk_money: "accounts.moveMoney",
};

/**
 * The changes to the console's own controls: who may do what, its credentials at the provider,
 * and four-eyes itself. Only an admin approves them, whatever a permission map later says.
 */
export const adminOnlyApprovals: readonly ApprovalAction[] = [
  "policy_change",
  "user_role_change",
  "provider_password_rotation",
];

/** The roles a policy may name as its approver: those that may do the action themselves. */
export function approverRoles(action: ApprovalAction): Role[] {
  if (adminOnlyApprovals.includes(action)) return ["admin"];
  return roles.filter((role) => can(role, approvalPermissions[action]));
}
