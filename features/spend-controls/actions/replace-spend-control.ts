"use server";

import { replaceSpendControlInput } from "@/features/spend-controls/lib/inputs";
import { rememberSpendControl } from "@/features/spend-controls/lib/records";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/** PUT /control/spend/{id} (UpdateSpendControlRequest): every field but the bin is replaced. */
export const replaceSpendControl = defineAction({
  name: "spend_control.replace",
  permission: "spendControls.manage",
  kind: "provider",
  schema: replaceSpendControlInput,
  async run({ card_id, id, rules }, { db, user }) {
    const client = camsClient();
    const before = await client.call("getSpendControl", { params: { id } });
    const after = await client.call("putSpendControl", { params: { id }, body: rules });
    await rememberSpendControl(db, after, { cardId: card_id, userId: user.id });
    return { data: { id }, target: { type: "spend_control", id }, before, after: rules };
  },
});
