import { resourceId } from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import { checkStatusReason } from "./status-reason-rule";

/** A block's or an unblock's reason, by the rule the card page also checks in the browser. */
export const cardStatusReason = z.unknown().transform((text, ctx) => {
  const checked = checkStatusReason(text);
  if ("problem" in checked) {
    ctx.addIssue({ code: "custom", message: checked.problem });
    return z.NEVER;
  }
  return checked.reason;
});

export const cardStatusReasonInput = z.strictObject({
  card_id: resourceId,
  reason: cardStatusReason,
});
