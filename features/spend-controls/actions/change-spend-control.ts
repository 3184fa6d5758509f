"use server";

import { changeSpendControlInput } from "@/features/spend-controls/lib/inputs";
import { rememberSpendControl } from "@/features/spend-controls/lib/records";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/** PATCH /control/spend/{id}: only the fields the person changed are sent; the rest stay. */
export const changeSpendControl = defineAction({
  name: "spend_control.change",
  permission: "spendControls.manage",
  kind: "provider",
  schema: changeSpendControlInput,
  async run({ card_id, id, changes }, { db, user }) {
    if (Object.keys(changes).length === 0)
      throw new ActionRefusal("NOTHING_CHANGED", "Change at least one field before saving.");
    const client = camsClient();
    const before = await client.call("getSpendControl", { params: { id } });
    const after = await client.call("patchSpendControl", { params: { id }, body: changes });
    await rememberSpendControl(db, after, { cardId: card_id, userId: user.id });
    return { data: { id }, target: { type: "spend_control", id }, before, after: changes };
  },
});
