import "server-only";
import { cardOperationAllowed, cardReplaceRequest, cardStatusLabel, resourceId } from "@/lib/cams";
import { actionDefinition } from "@/lib/console/actions/define-action";
import { type ApprovableAction, sentFields } from "@/lib/console/approvals/preview";
import { camsClient } from "@/lib/console/cams-client";

/** POST /cards/{id}/replace: closes the old card as 62 and answers the new one, at 01. */
export const replaceCardDefinition = actionDefinition({
  name: "card.replace",
  permission: "cards.manage",
  kind: "provider",
  schema: cardReplaceRequest.extend({ card_id: resourceId }),
  fourEyes: { policy: "card_replace" },
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

/** A replacement's request: the reason and address sent, the card's status now and whether it may still be replaced. */
export const approvableCardReplace: ApprovableAction = {
  definition: replaceCardDefinition,
  preview: async (payload: { card_id: string }) => {
    const links = [
      {
        label: "Card",
        href: `/cards/${encodeURIComponent(payload.card_id)}`,
        party: { kind: "card" as const, id: payload.card_id },
      },
    ];
    const facts = sentFields(payload, ["card_id"]);
    const card = await camsClient().call("getCard", { params: { card_id: payload.card_id } });
    const status = String(card.status ?? "");
    return {
      facts,
      effects: [
        ["Card status now", cardStatusLabel(status)],
        ["After", "62 Replaced, and a new card is ordered (01 Ordered)"],
      ],
      links,
      problem: cardOperationAllowed("replace", status)
        ? null
        : `The card is now ${cardStatusLabel(status)}: it can no longer be replaced.`,
    };
  },
};
