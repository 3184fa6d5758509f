import "server-only";
import { z } from "zod";
import { resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

export const cardIdInput = z.strictObject({ card_id: resourceId });

/**
 * Activate, block and unblock differ only in the provider call, so their actions share this:
 * the provider judges the status (4220008, 4220004) and the audit keeps before and after.
 */
export function cardStatusChange(
  name: string,
  operation: "activateCard" | "blockCard" | "unblockCard",
) {
  return defineAction({
    name,
    permission: "cards.manage",
    kind: "provider",
    schema: cardIdInput,
    async run({ card_id }) {
      const client = camsClient();
      const before = await client.call("getCard", { params: { card_id } });
      const after = await client.call(operation, { params: { card_id } });
      return {
        data: { status: after.status },
        target: { type: "card", id: card_id },
        before: { status: before.status },
        after: { status: after.status },
      };
    },
  });
}
