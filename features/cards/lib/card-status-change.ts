import "server-only";
import { resourceId } from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

export const cardIdInput = z.strictObject({ card_id: resourceId });

/**
 * Activate, block and unblock differ only in the provider call, so their actions share this:
 * the provider judges the status (4220008, 4220004) and the audit keeps before and after.
 * Blocking and unblocking also take the agent's reason (their schema has one), which the audit
 * keeps: the provider's call has no body to carry it.
 */
export function cardStatusChange<S extends z.ZodType<{ card_id: string; reason?: string }>>(
  name: string,
  operation: "activateCard" | "blockCard" | "unblockCard",
  schema: S,
) {
  return defineAction({
    name,
    permission: "cards.manage",
    kind: "provider",
    schema,
    async run(input: { card_id: string; reason?: string }) {
      const { card_id, reason } = input;
      const client = camsClient();
      const before = await client.call("getCard", { params: { card_id } });
      const after = await client.call(operation, { params: { card_id } });
      return {
        data: { status: after.status },
        target: { type: "card", id: card_id },
        before: { status: before.status },
        after: reason === undefined ? { status: after.status } : { status: after.status, reason },
      };
    },
  });
}
