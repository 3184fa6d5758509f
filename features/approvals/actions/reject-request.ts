"use server";

import { rejectRequest } from "@/features/approvals/lib/decide";
import { rejectInput } from "@/features/approvals/lib/inputs";
import { defineAction } from "@/lib/console/actions/define-action";

/** The checker's rejection, with the reason the maker reads; nothing is run. */
export const rejectApprovalRequest = defineAction({
  name: "approval.reject",
  permission: "approvals.decide",
  schema: rejectInput,
  target: ({ request_id }) => ({ type: "approval_request", id: request_id }),
  async run({ request_id, reason }, { db, user }) {
    const request = await rejectRequest(db, request_id, user, reason);
    return {
      data: { status: request.status },
      detail: `Reason: ${reason}`,
      target: {
        type: request.targetType ?? "approval_request",
        id: request.targetId ?? request_id,
      },
      after: {
        request_id,
        action: request.actionName,
        policy: request.policy,
        reason,
        maker: request.makerEmail,
      },
    };
  },
});
