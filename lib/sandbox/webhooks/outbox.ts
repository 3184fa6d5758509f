import { randomBytes } from "node:crypto";
import type { SandboxContext } from "../context";
import { webhookOutbox } from "../tables/webhooks";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `msg_` and 24 base62 characters, the shape Standard Webhooks ids take. */
function messageId(): string {
  return `msg_${Array.from(randomBytes(24), (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

/**
 * Records a webhook in the request's transaction: it is sent if and only if the change it
 * reports commits. Answers the event as it will be sent.
 */
export async function enqueueWebhook(
  ctx: SandboxContext,
  type: string,
  data: Record<string, unknown>,
) {
  const id = messageId();
  const body = { id, type, created_date: ctx.now.toISOString(), data };
  await ctx.db
    .insert(webhookOutbox)
    .values({ id, type, body, createdAt: ctx.now, nextAttemptAt: ctx.now });
  return body;
}
