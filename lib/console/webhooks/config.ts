/** The contract's development default: the built-in sandbox signs with it (SANDBOX_WEBHOOK_SECRET). */
const SANDBOX_WEBHOOK_SECRET = "sandbox-webhook-secret";

/** The key webhooks are verified with: CAMS_WEBHOOK_SECRET, unset meaning the built-in sandbox. */
export function webhookSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.CAMS_WEBHOOK_SECRET || SANDBOX_WEBHOOK_SECRET;
}
