"use server";

import { cardIdInput } from "@/features/cards/lib/card-status-change";
import { cardStatusLabel, nextProductionStatus } from "@/lib/cams";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { onSandbox } from "@/lib/console/on-sandbox";

/** Sandbox only: POST /simulate/cards/{id}/status to the card's next step (01 → 02 → 03 → 04). */
export const simulateCardStatus = defineAction({
  name: "card.simulate_status",
  permission: "cards.manage",
  kind: "provider",
  schema: cardIdInput,
  async run({ card_id }) {
    // A real provider has no simulate endpoints; refuse here rather than send a doomed call.
    if (!onSandbox())
      throw new ActionRefusal("NOT_SANDBOX", "Simulations run on the sandbox only.");
    const client = camsClient();
    const before = await client.call("getCard", { params: { card_id } });
    const next = nextProductionStatus(before.status);
    if (!next)
      throw new ActionRefusal(
        "NO_NEXT_STEP",
        `A card at ${cardStatusLabel(before.status)} has no next step to simulate.`,
      );
    const after = await client.call("simulateCardStatus", {
      params: { card_id },
      body: { status: next },
    });
    return {
      data: { status: after.status },
      target: { type: "card", id: card_id },
      before: { status: before.status },
      after: { status: after.status },
    };
  },
});
