import { cardOperationAllowed, PRODUCTION_PATH } from "@/lib/cams";

/**
 * Which of activate, block and unblock a card's status offers, as lib/cams's status machine
 * says. Worked out where the page is rendered, so the card's buttons get the answer and the
 * browser loads neither the machine nor the error catalog its refusals name.
 */
export function statusActionsFor(status: string) {
  return {
    /** On the production path: activation is shown, possible from 03 Printing. */
    onPath: (PRODUCTION_PATH as readonly string[]).includes(status),
    activate: cardOperationAllowed("activate", status),
    change: cardOperationAllowed("block", status)
      ? ("block" as const)
      : cardOperationAllowed("unblock", status)
        ? ("unblock" as const)
        : null,
  };
}

export type StatusActions = ReturnType<typeof statusActionsFor>;
