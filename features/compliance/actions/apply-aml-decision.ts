"use server";

import { applyAmlDecisionDefinition } from "@/features/compliance/lib/apply-decision-definition";
import { defineAction } from "@/lib/console/actions/define-action";

/** Sandbox only: the provider follows the decision in force (clear → Active, reject → Rejected). */
export const applyAmlDecision = defineAction(applyAmlDecisionDefinition);
