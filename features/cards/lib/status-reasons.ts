import { z } from "zod";
import { resourceId } from "@/lib/cams";

// Why a card is blocked or unblocked. The provider's block and unblock take no body, so the
// reason is the console's own record: it is kept in the audit entry beside the status change.

export const CARD_STATUS_REASON_MAX = 200;

/** The usual reasons, offered first; the agent may write another. */
export const statusReasons = {
  block: [
    "Suspected fraud",
    "Card misplaced: the customer may find it",
    "Unusual payments to check",
    "Customer asked to block it",
  ],
  unblock: [
    "The customer found the card",
    "Fraud check cleared",
    "Payments checked and explained",
    "Customer asked to unblock it",
  ],
} as const;

export const cardStatusReason = z
  .string({ error: "Choose a reason, or write one" })
  .trim()
  .min(1, "Choose a reason, or write one")
  .max(CARD_STATUS_REASON_MAX, `A reason has at most ${CARD_STATUS_REASON_MAX} characters`);

export const cardStatusReasonInput = z.strictObject({
  card_id: resourceId,
  reason: cardStatusReason,
});
