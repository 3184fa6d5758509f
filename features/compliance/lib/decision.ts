import { z } from "zod";
import { resourceId } from "@/lib/cams";
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
