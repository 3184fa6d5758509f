import { z } from "@/lib/cams/zod";
import { APPROVAL_REASON_MAX } from "@/lib/db/schema/approval-values";

// What the approvals forms send: isomorphic, so the browser checks what the server checks again.

const requestId = z.uuid("This request does not exist.");

export const approveInput = z.strictObject({
  request_id: requestId,
  /** The problem the preview showed the checker, if any: a new one refuses the approval. */
  seen_problem: z.string().max(2000).nullable().default(null),
});

export const rejectInput = z.strictObject({
  request_id: requestId,
  reason: z
    .string({ error: "Write why you reject it" })
    .trim()
    .min(1, "Write why you reject it: the maker reads this")
    .max(APPROVAL_REASON_MAX, `The reason cannot be longer than ${APPROVAL_REASON_MAX} characters`),
});

export const withdrawInput = z.strictObject({ request_id: requestId });
