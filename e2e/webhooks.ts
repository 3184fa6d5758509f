import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { signWebhook } from "../lib/cams/webhook-signature";

// The console verifies with its built-in sandbox's webhook secret: the one playwright.config.ts
// chose for this run.
const WEBHOOK_SECRET = process.env.SANDBOX_WEBHOOK_SECRET!;

/** Posts a webhook to the console's receiver, signed as the provider signs it (or with `secret`). */
export async function postSignedWebhook(page: Page, body: unknown, secret = WEBHOOK_SECRET) {
  const id = `msg_e2e${randomUUID().replaceAll("-", "")}`;
  const text = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await page.request.post("/api/webhooks/cams", {
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": await signWebhook({ secret, id, timestamp, body: text }),
    },
    data: text,
  });
  return { id, status: response.status() };
}
