"use server";

import { findWebhookEvent } from "@/features/events/lib/list-events";
import { resourceId } from "@/lib/cams";
import { isCamsError } from "@/lib/cams/client";
import { z } from "@/lib/cams/zod";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { onSandbox } from "@/lib/console/on-sandbox";

/** The dispatcher polls every second; a redelivery normally lands well inside this. */
const ARRIVAL_WAIT_MS = 6_000;
const POLL_MS = 250;

/**
 * Sandbox only: asks the sandbox to send a received event again through the signed webhook
 * path (POST /simulate/webhooks/{id}/redeliver), then waits briefly for it to arrive, so the
 * page can show the duplicate delivery the receiver recorded.
 */
export const redeliverWebhookEvent = defineAction({
  name: "webhook_event.redeliver",
  permission: "events.redeliver",
  kind: "provider",
  schema: z.strictObject({ webhook_id: resourceId }),
  async run({ webhook_id }, { db }) {
    if (!onSandbox())
      throw new ActionRefusal("NOT_SANDBOX", "Events can be sent again on the sandbox only.");
    const before = await findWebhookEvent(db, webhook_id);
    if (!before)
      throw new ActionRefusal("NOT_FOUND", "The console has not received an event with this id.");
    await camsClient()
      .call("redeliverWebhook", { params: { webhook_id }, body: {} })
      .catch((error: unknown) => {
        // The sandbox's reset or restore empties its outbox: the event is no longer there to send.
        if (isCamsError(error) && error.httpStatus === 404)
          throw new ActionRefusal(
            "GONE_FROM_SANDBOX",
            "The sandbox no longer holds this event: it was reset or restored since. Nothing was sent.",
          );
        throw error;
      });
    const deadline = Date.now() + ARRIVAL_WAIT_MS;
    let after = before;
    while (after.deliveries === before.deliveries && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      after = (await findWebhookEvent(db, webhook_id)) ?? after;
    }
    return {
      data: { deliveries: after.deliveries, arrived: after.deliveries > before.deliveries },
      target: { type: "webhook_event", id: webhook_id },
      before: { deliveries: before.deliveries },
      after: { deliveries: after.deliveries },
    };
  },
});
