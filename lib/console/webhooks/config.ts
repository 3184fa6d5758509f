import { providerSetting } from "../cams-client";
import { sandboxDefaults } from "../deployment";

/**
 * The key webhooks are verified with: CAMS_WEBHOOK_SECRET; for the built-in sandbox, unset
 * means the sandbox's own SANDBOX_WEBHOOK_SECRET, then the contract's development default.
 */
export function webhookSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return providerSetting(env, "WEBHOOK_SECRET", sandboxDefaults.webhookSecret);
}
