"use server";

import { approveRequest } from "@/features/approvals/lib/decide";
import { approveInput } from "@/features/approvals/lib/inputs";
import { defineAction } from "@/lib/console/actions/define-action";

/**
 * The checker's approval: runs the held-back action once, as the maker asked it. It writes its
 * own audit entries in order (the approval, then the action's run), so none is added after.
 */
export const approveApprovalRequest = defineAction({
  name: "approval.approve",
  permission: "approvals.decide",
  kind: "provider",
  audited: false,
  schema: approveInput,
  target: ({ request_id }) => ({ type: "approval_request", id: request_id }),
  async run({ request_id, seen_problem }, { db, user, ip }) {
    const outcome = await approveRequest(db, request_id, user, ip ?? null, seen_problem);
    return { data: outcome, target: { type: "approval_request", id: request_id } };
  },
});
