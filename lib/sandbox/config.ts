/** The sandbox's settings, from the SANDBOX_* environment with the contract's defaults. */
export type SandboxConfig = {
  apiKey: string;
  username: string;
  password: string;
  clientId: string;
  clientKey: string;
  signingSecret: string;
  webhookUrl: string;
  webhookSecret: string;
  tokenTtlSeconds: number;
  /** Requests per API key per minute before 429 / 4299900. */
  quotaPerMinute: number;
  maxBodyBytes: number;
  maxAccountsPerCustomer: number;
  maxCardsPerCustomer: number;
};

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function sandboxConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): SandboxConfig {
  const port = env.PORT || "3000";
  return {
    apiKey: env.SANDBOX_API_KEY || "sandbox-api-key-0001",
    username: env.SANDBOX_USERNAME || "programme.admin",
    password: env.SANDBOX_PASSWORD || "Sandbox!Pass2026x",
    clientId: env.SANDBOX_CLIENT_ID || "0123456789abcdef0123456789abcdef",
    clientKey: env.SANDBOX_CLIENT_KEY || "sandbox_client",
    signingSecret: env.SANDBOX_SIGNING_SECRET || "sandbox-signing-secret",
    webhookUrl: env.SANDBOX_WEBHOOK_URL || `http://127.0.0.1:${port}/api/webhooks/cams`,
    webhookSecret: env.SANDBOX_WEBHOOK_SECRET || "sandbox-webhook-secret",
    tokenTtlSeconds: intFrom(env.SANDBOX_TOKEN_TTL_SECONDS, 3600),
    quotaPerMinute: intFrom(env.SANDBOX_QUOTA_PER_MINUTE, 6000),
    maxBodyBytes: 1024 * 1024,
    maxAccountsPerCustomer: intFrom(env.SANDBOX_MAX_ACCOUNTS_PER_CUSTOMER, 10),
    maxCardsPerCustomer: intFrom(env.SANDBOX_MAX_CARDS_PER_CUSTOMER, 10),
  };
}
