"use server";

import { policyUpdateDefinition } from "@/features/approvals/lib/policy-definition";
import { defineAction } from "@/lib/console/actions/define-action";

/** An admin sets when an action needs a second person, and who approves it. */
export const updateApprovalPolicy = defineAction(policyUpdateDefinition);
