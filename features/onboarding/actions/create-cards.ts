"use server";

import { createItemsAction } from "@/features/onboarding/lib/product-actions";
import { customerCards } from "@/features/onboarding/lib/product-kinds";

/** "Issue cards" for a customer, any number at once; what is not created is kept for a retry. */
export const createCards = createItemsAction("customer.cards.create", customerCards);
