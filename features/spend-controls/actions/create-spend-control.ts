"use server";

import { createSpendControlInput } from "@/features/spend-controls/lib/inputs";
import { rememberSpendControl } from "@/features/spend-controls/lib/records";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/**
 * POST /control/spend for the card's bin: a group applies to every card of its bin, and the
 * bin is the card's, never typed. The console records the new group, as nothing lists them.
 */
export const createSpendControl = defineAction({
  name: "spend_control.create",
  permission: "spendControls.manage",
  kind: "provider",
  schema: createSpendControlInput,
  async run({ card_id, rules }, { db, user }) {
    const client = camsClient();
    const card = await client.call("getCard", { params: { card_id } });
    const body = { ...rules, bin: String(card.bin) };
    const group = await client.call("createSpendControl", { body });
    await rememberSpendControl(db, group, { cardId: card_id, userId: user.id });
    return {
      data: { id: group.id },
      target: { type: "spend_control", id: group.id },
      after: body,
    };
  },
});
