"use server";

import { z } from "zod";
import { cardsCreateRequest, resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/**
 * POST /customers/{id}/cards: the onboarding's cards the provider did not create the first
 * time. It asks for customers.onboard, not cards.issue: the same POST /customers that the
 * onboarding permission allows already issues these cards, and a user allowed to start an
 * onboarding must be able to finish it. Issuing cards to a customer outside onboarding is
 * cards.issue's business.
 */
export const createCards = defineAction({
  name: "customer.cards.create",
  permission: "customers.onboard",
  kind: "provider",
  schema: z.strictObject({ customer_id: resourceId, cards: cardsCreateRequest }),
  async run({ customer_id, cards }) {
    const answer = await camsClient().call("createCards", {
      params: { customer_id },
      body: cards,
    });
    return {
      data: answer,
      target: { type: "customer", id: customer_id },
      after: { requested: cards.length, created: answer.cards.map((c) => c.card_id) },
    };
  },
});
