import "server-only";
import { type CamsClient, type CamsClientConfig, createCamsClient } from "@/lib/cams/client";

// The contract's development defaults: with no CAMS_* set, the console talks to the built-in
// sandbox over real HTTP on this same server. These match lib/sandbox/config.ts, which the
// console may not import (the two meet only over the interface).
const sandboxDefaults = {
  apiKey: "sandbox-api-key-0001",
  username: "programme.admin",
  password: "Sandbox!Pass2026x",
  clientId: "0123456789abcdef0123456789abcdef",
  clientKey: "sandbox_client",
  signingSecret: "sandbox-signing-secret",
};

/** The provider's coordinates from CAMS_*; each unset one falls back to the built-in sandbox. */
export function camsClientConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): CamsClientConfig {
  return {
    baseUrl: env.CAMS_BASE_URL || `http://127.0.0.1:${env.PORT ?? 3000}/sandbox`,
    apiKey: env.CAMS_API_KEY || sandboxDefaults.apiKey,
    username: env.CAMS_USERNAME || sandboxDefaults.username,
    password: env.CAMS_PASSWORD || sandboxDefaults.password,
    clientId: env.CAMS_CLIENT_ID || sandboxDefaults.clientId,
    clientKey: env.CAMS_CLIENT_KEY || sandboxDefaults.clientKey,
    signingSecret: env.CAMS_SIGNING_SECRET || sandboxDefaults.signingSecret,
  };
}

const globalForCams = globalThis as typeof globalThis & { __camsClient?: CamsClient };

/** The console's client. One per process, so every request shares its cached token. */
export function camsClient(): CamsClient {
  globalForCams.__camsClient ??= createCamsClient(camsClientConfigFromEnv());
  return globalForCams.__camsClient;
}
