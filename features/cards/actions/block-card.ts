"use server";

import { cardStatusChange } from "@/features/cards/lib/card-status-change";

/** POST /cards/{id}/block: 00 → 05. */
export const blockCard = cardStatusChange("card.block", "blockCard");
