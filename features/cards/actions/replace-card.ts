"use server";

import { replaceCardDefinition } from "@/features/cards/lib/replace-definition";
import { defineAction } from "@/lib/console/actions/define-action";

/** POST /cards/{id}/replace: closes the old card as 62 and answers the new one, at 01. */
export const replaceCard = defineAction(replaceCardDefinition);
