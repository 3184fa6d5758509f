"use server";

import { cardIdInput, cardStatusChange } from "@/features/cards/lib/card-status-change";

/** POST /cards/{id}/activate: 03 or 04 → 00. */
export const activateCard = cardStatusChange("card.activate", "activateCard", cardIdInput);
