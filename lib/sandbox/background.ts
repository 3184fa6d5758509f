import type { Db } from "@/lib/db";
import { sandboxConfigFromEnv } from "./config";
import { startWebhookDispatcher } from "./webhooks/dispatcher";

const globalForBackground = globalThis as typeof globalThis & {
  __camsSandboxDispatcher?: () => Promise<void>;
};

/**
 * Starts the sandbox's webhook dispatcher once per process (Next's dev server re-runs modules).
 * It sends to SANDBOX_WEBHOOK_URL, by default this console's own receiver.
 */
export function startSandboxBackground(db: () => Promise<Db>): void {
  if (globalForBackground.__camsSandboxDispatcher) return;
  globalForBackground.__camsSandboxDispatcher = startWebhookDispatcher({
    db,
    target: () => {
      const config = sandboxConfigFromEnv();
      return { url: config.webhookUrl, secret: config.webhookSecret };
    },
    now: () => new Date(),
  });
}
