"use server";

import { withdrawRequest } from "@/features/approvals/lib/decide";
import { withdrawInput } from "@/features/approvals/lib/inputs";
import { defineAction } from "@/lib/console/actions/define-action";

/** The maker takes back a request nobody has decided yet. */
export const withdrawApprovalRequest = defineAction({
  name: "approval.withdraw",
  permission: "approvals.view",
  schema: withdrawInput,
  target: ({ request_id }) => ({ type: "approval_request", id: request_id }),
  async run({ request_id }, { db, user }) {
    const request = await withdrawRequest(db, request_id, user);
    return {
      data: { status: request.status },
      target: {
        type: request.targetType ?? "approval_request",
        id: request.targetId ?? request_id,
      },
      after: { request_id, action: request.actionName },
    };
  },
});
