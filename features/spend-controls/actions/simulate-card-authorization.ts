"use server";

import { cardAuthorizationInput } from "@/features/spend-controls/lib/inputs";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { onSandbox } from "@/lib/console/on-sandbox";

/**
 * Sandbox only: the what-if's input sent as a real simulated authorization
 * (POST /simulate/cards/{card_id}/authorization). Approved, it is posted to the card's account;
 * declined, it is recorded as a declined transaction.
 */
export const simulateCardAuthorization = defineAction({
  name: "card.simulate_authorization",
  permission: "spendControls.manage",
  kind: "provider",
  schema: cardAuthorizationInput,
  async run({ card_id, authorization }) {
    if (!onSandbox())
      throw new ActionRefusal("NOT_SANDBOX", "Simulations run on the sandbox only.");
    const transaction = await camsClient().call("simulateCardAuthorization", {
      params: { card_id },
      body: authorization,
    });
    const result = {
      transaction_id: transaction.transaction_id,
      status: transaction.status ?? null,
      response_code: transaction.response_code ?? null,
    };
    return {
      data: result,
      target: { type: "card", id: card_id },
      after: { ...authorization, ...result },
    };
  },
});
