"use server";

import { cardStatusChange } from "@/features/cards/lib/card-status-change";

/** POST /cards/{id}/unblock: 05 → 00. */
export const unblockCard = cardStatusChange("card.unblock", "unblockCard");
