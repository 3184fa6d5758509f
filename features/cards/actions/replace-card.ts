"use server";

import { cardReplaceRequest, resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/** POST /cards/{id}/replace: closes the old card as 62 and answers the new one, at 01. */
export const replaceCard = defineAction({
  name: "card.replace",
  permission: "cards.manage",
  kind: "provider",
  schema: cardReplaceRequest.extend({ card_id: resourceId }),
  async run({ card_id, ...body }) {
    const replacement = await camsClient().call("replaceCard", { params: { card_id }, body });
    return {
      data: { card_id: replacement.card_id },
      target: { type: "card", id: card_id },
      before: { card_id },
      after: { replacement_card_id: replacement.card_id, reason: body.reason },
    };
  },
});
