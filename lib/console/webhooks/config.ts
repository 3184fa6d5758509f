import { camsClient, providerSetting } from "../cams-client";
import { sandboxDefaults } from "../deployment";
import { onSandbox } from "../on-sandbox";

/**
 * The key webhooks are verified with: CAMS_WEBHOOK_SECRET; for the built-in sandbox, unset
 * means the sandbox's own SANDBOX_WEBHOOK_SECRET, then the contract's development default.
 */
export function webhookSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return providerSetting(env, "WEBHOOK_SECRET", sandboxDefaults.webhookSecret);
}

/**
 * The built-in sandbox's time, read over HTTP (GET /simulate/clock), for an event it dated on a
 * clock an admin moved on; undefined for a real provider, whose events are dated in real time.
 */
export function providerClockFromEnv(): (() => Promise<Date | null>) | undefined {
  if (!onSandbox()) return undefined;
  return async () => new Date((await camsClient().call("getSandboxClock")).now);
}
