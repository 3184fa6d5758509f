"use server";

import { estimateAuthorization } from "@/features/spend-controls/lib/estimate";
import { answerInWords, type WhatIfAnswer } from "@/features/spend-controls/lib/explain";
import { readKnownGroups } from "@/features/spend-controls/lib/groups";
import { cardAuthorizationInput } from "@/features/spend-controls/lib/inputs";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { onSandbox } from "@/lib/console/on-sandbox";

/**
 * The authorization what-if: would this card's authorization be approved, and if not, by which
 * group and rule is it declined? On the built-in sandbox, the sandbox's own decision, dry run
 * (nothing is posted); on a real provider, the console's estimate from the groups it knows of.
 */
export const checkCardAuthorization = defineAction({
  name: "spend_control.what_if",
  permission: "spendControls.view",
  kind: "provider",
  schema: cardAuthorizationInput,
  async run({ card_id, authorization }, { db }) {
    const client = camsClient();
    const card = await client.call("getCard", { params: { card_id } });
    const groups = await readKnownGroups(db, client, String(card.bin));
    let answer: WhatIfAnswer;
    if (onSandbox()) {
      const decision = await client.call("decideCardAuthorization", {
        params: { card_id },
        body: authorization,
      });
      const decliner = decision.spend_control;
      answer = {
        approved: decision.approved,
        estimate: false,
        responseCode: decision.response_code,
        declinedBy: decision.declined_by,
        group: decliner ? { id: decliner.id, name: decliner.name } : null,
        rule: decliner?.rule ?? null,
      };
      // A group made outside this console is read so its rule can be put in words.
      if (decliner && !groups.some((group) => group.id === decliner.id))
        groups.push(await client.call("getSpendControl", { params: { id: decliner.id } }));
    } else {
      answer = estimateAuthorization(groups, String(card.bin), authorization);
    }
    return {
      data: { ...answer, words: answerInWords(answer, groups, authorization) },
      target: { type: "card", id: card_id },
    };
  },
});
