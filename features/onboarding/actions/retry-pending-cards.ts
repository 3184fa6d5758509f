"use server";

import { retryPendingAction } from "@/features/onboarding/lib/product-actions";
import { customerCards } from "@/features/onboarding/lib/product-kinds";

/** The customer's cards not created the first time (a 206), sent again. */
export const retryPendingCards = retryPendingAction("customer.cards.retry", customerCards);
