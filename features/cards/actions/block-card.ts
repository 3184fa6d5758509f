"use server";

import { cardStatusChange } from "@/features/cards/lib/card-status-change";
import { cardStatusReasonInput } from "@/features/cards/lib/status-reasons";

/** POST /cards/{id}/block: 00 → 05, with the agent's reason in the audit entry. */
export const blockCard = cardStatusChange("card.block", "blockCard", cardStatusReasonInput);
