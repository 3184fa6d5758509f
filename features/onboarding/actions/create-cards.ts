"use server";

import { createMissingItems } from "@/features/onboarding/lib/create-missing-items";
import { cardsCreateRequest } from "@/lib/cams";
import { camsClient } from "@/lib/console/cams-client";

/**
 * The onboarding's missing cards, again. Issuing a card is cards.issue's business, in
 * onboarding or out of it; today the roles that onboard hold it too.
 */
export const createCards = createMissingItems({
  name: "customer.cards.create",
  permission: "cards.issue",
  items: cardsCreateRequest,
  create: (customer_id, body) =>
    camsClient().call("createCards", { params: { customer_id }, body }),
  createdIds: (answer) => answer.cards.map((c) => c.card_id),
});
