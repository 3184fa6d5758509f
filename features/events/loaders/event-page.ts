import "server-only";
import { notFound } from "next/navigation";
import { findWebhookEvent } from "@/features/events/lib/list-events";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { onSandbox } from "@/lib/console/on-sandbox";
import { eventParties } from "../lib/event-parties";

/** One received event, or a real 404; whether this user, on this provider, may send it again. */
export async function loadEventPage(webhookId: string) {
  const { db, user } = await requirePagePermission("events.view");
  const event = await findWebhookEvent(db, webhookId);
  if (!event) notFound();
  const parties = await eventParties(db, [event]);
  return {
    event,
    parties: parties.get(event.webhookId) ?? { customer: null, account: null },
    canSendAgain: onSandbox() && can(user.role, "events.redeliver"),
  };
}

export type EventPageView = Awaited<ReturnType<typeof loadEventPage>>;
