import { resourceId } from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import {
  type ComplianceDecision,
  complianceDecisionValues,
  DECISION_REASON_MAX,
  NOTE_MAX,
} from "@/lib/db/schema/compliance-values";

// The console's own compliance records, not the provider's: isomorphic, so the review forms
// check in the browser exactly what the server actions check again.

export const decisionLabels: Record<ComplianceDecision, string> = {
  clear: "Clear",
  keep_on_hold: "Keep on hold",
  reject: "Reject",
  escalate: "Escalate",
};

/**
 * The provider status a decision asks for, where it asks for one. Keeping on hold and
 * escalating leave the provider as it is: an escalation is decided again by someone else.
 */
export const decisionTargetStatus: Partial<Record<ComplianceDecision, "Active" | "Rejected">> = {
  clear: "Active",
  reject: "Rejected",
};

/**
 * On a real provider, what happens after a decision is recorded while the provider still shows
 * another status: only the provider changes an AML status, so the console says who acts and
 * when the page will show it. Null when the provider already agrees, or the decision asks for
 * no change.
 */
export function realProviderFollowUp(
  decision: ComplianceDecision,
  status: string | undefined,
): string | null {
  const target = decisionTargetStatus[decision];
  if (!target || status === target) return null;
  const now =
    status === "OnHold" ? "still holds this customer" : `still reports ${status ?? "no status"}`;
  const change =
    target === "Active" && status === "OnHold"
      ? "Only the provider lifts an AML hold: its compliance team does, this console cannot."
      : `Only the provider sets the status to ${target}: its compliance team does, this console cannot.`;
  return `The decision “${decisionLabels[decision]}” is recorded here and in the audit log. The provider ${now}. ${change} The status on this page updates when the provider reports the change.`;
}

/** Trimmed first, so a reason of spaces counts as none. */
function boundedText(what: string, max: number) {
  return z
    .string({ error: `Write the ${what}` })
    .trim()
    .min(1, `Write the ${what}: it cannot be empty`)
    .max(max, `The ${what} cannot be longer than ${max} characters`);
}

export const complianceDecisionInput = z.strictObject({
  customer_id: resourceId,
  decision: z.enum(complianceDecisionValues, { error: "Choose a decision" }),
  reason: boundedText("reason", DECISION_REASON_MAX),
});

export const complianceNoteInput = z.strictObject({
  customer_id: resourceId,
  body: boundedText("note", NOTE_MAX),
});

export const applyDecisionInput = z.strictObject({
  customer_id: resourceId,
  decision_id: z.number().int().positive(),
});
