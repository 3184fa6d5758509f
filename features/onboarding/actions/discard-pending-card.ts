"use server";

import { discardPendingAction } from "@/features/onboarding/lib/product-actions";
import { customerCards } from "@/features/onboarding/lib/product-kinds";

/** Gives up on a card the provider did not create: it is no longer offered for a retry. */
export const discardPendingCard = discardPendingAction(
  "customer.cards.discard_pending",
  customerCards,
);
