"use server";

import { cardStatusChange } from "@/features/cards/lib/card-status-change";
import { cardStatusReasonInput } from "@/features/cards/lib/status-reasons";

/** POST /cards/{id}/unblock: 05 → 00, with the agent's reason in the audit entry. */
export const unblockCard = cardStatusChange("card.unblock", "unblockCard", cardStatusReasonInput);
