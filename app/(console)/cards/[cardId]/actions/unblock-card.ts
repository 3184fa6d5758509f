"use server";

import { cardStatusChange } from "../card-status-change";

/** POST /cards/{id}/unblock: 05 → 00. */
export const unblockCard = cardStatusChange("card.unblock", "unblockCard");
