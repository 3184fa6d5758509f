import type { Db } from "@/lib/db";
import { loopHorizon } from "./clock/clock";
import { runDueWork } from "./clock/due-work";
import { sandboxConfigFromEnv } from "./config";

const globalForBackground = globalThis as typeof globalThis & {
  __camsSandboxBackground?: ReturnType<typeof setInterval>;
};

const EVERY_MS = 1000;

/**
 * Starts the sandbox's due work once per process (Next's dev server re-runs modules): every
 * second, what fell due on the sandbox's clock runs (lib/sandbox/clock/due-work.ts), webhooks
 * included, sent to SANDBOX_WEBHOOK_URL (by default this console's own receiver). A tick never
 * overlaps the one before; several processes share the work through row locks.
 */
export function startSandboxBackground(db: () => Promise<Db>): void {
  if (globalForBackground.__camsSandboxBackground) return;
  let busy = false;
  const tick = async () => {
    try {
      const handle = await db();
      const config = sandboxConfigFromEnv();
      // The sandbox's time, or where an advance catching up holds the loops back.
      const until = await loopHorizon(handle, new Date());
      await runDueWork(
        {
          db: handle,
          config,
          // Asked at each send: the default URL names the port this server listens on, which
          // is known only once it listens.
          webhookTarget: () => {
            const latest = sandboxConfigFromEnv();
            return { url: latest.webhookUrl, secret: latest.webhookSecret };
          },
        },
        { from: until, until },
      );
    } catch (error) {
      console.error("[sandbox background]", error instanceof Error ? error.message : error);
    }
  };
  const timer = setInterval(() => {
    // A tick still running (a slow receiver) is not queued behind: the next one starts after it.
    if (busy) return;
    busy = true;
    void tick().finally(() => {
      busy = false;
    });
  }, EVERY_MS);
  timer.unref();
  globalForBackground.__camsSandboxBackground = timer;
}
