import { eq } from "drizzle-orm";
import type { SandboxContext } from "../context";
import { dataNotFound } from "../domain/ids";
import { webhookOutbox } from "../tables/webhooks";

/**
 * Queues a webhook for delivery again, as the provider's own redelivery would: the outbox row
 * keeps its id and body, so the receiver sees the same webhook-id; the dispatcher signs it
 * afresh with the time it sends. Also revives one given up on. An id the outbox no longer holds
 * (a reset or restore replaced it) is 404.
 */
export async function redeliverWebhook(ctx: SandboxContext, webhookId: string) {
  const [row] = await ctx.db
    .update(webhookOutbox)
    .set({ nextAttemptAt: ctx.now, deliveredAt: null, abandonedAt: null, leasedUntil: null })
    .where(eq(webhookOutbox.id, webhookId))
    .returning({ body: webhookOutbox.body });
  if (!row) throw dataNotFound();
  return row.body;
}
