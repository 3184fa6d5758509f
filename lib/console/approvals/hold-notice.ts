// What a confirmation says when a four-eyes policy will hold the action: pure, for the forms.
import type { ApprovalAction } from "@/lib/db/schema/approval-values";
import type { Role } from "@/lib/db/schema/roles";
import { type MovedAmount, needsApproval, type PolicyRule } from "./policy-rule";

/** A policy in force as a form needs it to tell the maker: its rule and who approves. */
export type PolicyInForce = PolicyRule & { approverRole: Role };

/** The policies in force for some actions, as a page loader hands them to its forms. */
export type PoliciesInForce = Partial<Record<ApprovalAction, PolicyInForce>>;

/** A role as a person, in the sentence "a second manager's approval". */
const approverWords: Record<Role, string> = {
  admin: "admin",
  manager: "manager",
  support: "support agent",
  compliance: "compliance officer",
};

/**
 * "This debit will wait for a second manager's approval.", when the policy in force holds this
 * action (needsApproval, the server's own rule); null when it will run at once. The server's
 * gate still decides: a policy changed since the page was read wins, and the answer says so.
 */
export function holdNotice(
  policy: PolicyInForce | null | undefined,
  noun: string,
  moved?: MovedAmount | null,
): string | null {
  if (!policy || !needsApproval(policy, moved)) return null;
  return `This ${noun} will wait for a second ${approverWords[policy.approverRole]}'s approval.`;
}
