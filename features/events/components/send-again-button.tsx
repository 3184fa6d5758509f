"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useToaster } from "@/components/ui/toaster";
import { redeliverWebhookEvent } from "@/features/events/actions/redeliver-webhook-event";

/**
 * Sandbox only: the sandbox sends this event again, signed afresh, to the console's receiver;
 * the page then re-reads the event and shows the duplicate delivery it recorded.
 */
export function SendAgainButton({ webhookId }: { webhookId: string }) {
  const router = useRouter();
  const toaster = useToaster();
  const [pending, startTransition] = useTransition();
  const send = () =>
    startTransition(async () => {
      const result = await redeliverWebhookEvent({ webhook_id: webhookId });
      // The message shows with the re-read event and its deliveries (one transition).
      startTransition(() => {
        if (!result.ok) toaster.error(result.message);
        else if (result.data.arrived)
          toaster.success(
            `Sent again: received as delivery ${result.data.deliveries}, a duplicate`,
          );
        else toaster.success("Sent again: the delivery has not arrived yet. Reload in a moment.");
        router.refresh();
      });
    });
  return (
    <Button variant="secondary" pending={pending} onClick={send} aria-describedby="send-again-help">
      Send again
    </Button>
  );
}
