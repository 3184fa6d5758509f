// Why a card is blocked or unblocked. The provider's block and unblock take no body, so the
// reason is the console's own record: it is kept in the audit entry beside the status change.
// The rule is here, without zod, because the card page checks it in the browser as the agent
// confirms; status-reasons.ts makes it the server action's schema.

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

const NO_REASON = "Choose a reason, or write one";

/** The reason as it is kept (trimmed), or what is wrong with it, in words. */
export function checkStatusReason(text: unknown): { reason: string } | { problem: string } {
  const reason = typeof text === "string" ? text.trim() : "";
  if (!reason) return { problem: NO_REASON };
  if (reason.length > CARD_STATUS_REASON_MAX)
    return { problem: `A reason has at most ${CARD_STATUS_REASON_MAX} characters` };
  return { reason };
}
