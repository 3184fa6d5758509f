"use server";

import { cardStatusChange } from "../card-status-change";

/** POST /cards/{id}/block: 00 → 05. */
export const blockCard = cardStatusChange("card.block", "blockCard");
