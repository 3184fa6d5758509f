import "server-only";
import { type CamsClient, type CamsClientConfig, createCamsClient } from "@/lib/cams/client";
import { getDb } from "@/lib/db";
import { sandboxDefaults, setting } from "./deployment";
import { providerPassword } from "./provider-credentials";

type Env = Record<string, string | undefined>;

/**
 * One provider setting: CAMS_<name>; with no CAMS_BASE_URL (the sandbox built into this server)
 * an unset one is the sandbox's own SANDBOX_<name>, then the contract's development default.
 * The console reads the sandbox's settings, never its code: the two meet only over HTTP.
 */
export function providerSetting(env: Env, name: string, fallback: string): string {
  const builtIn = !setting(env, "CAMS_BASE_URL");
  return (
    setting(env, `CAMS_${name}`) ??
    (builtIn ? setting(env, `SANDBOX_${name}`) : undefined) ??
    fallback
  );
}

/**
 * The provider's coordinates. The built-in sandbox is reached on the port this server listens
 * on: Next sets PORT once it listens, whatever `-p` said.
 */
export function camsClientConfigFromEnv(
  env: Env = process.env,
): CamsClientConfig & { password: string } {
  return {
    baseUrl: setting(env, "CAMS_BASE_URL") ?? `http://127.0.0.1:${env.PORT || 3000}/sandbox`,
    apiKey: providerSetting(env, "API_KEY", sandboxDefaults.apiKey),
    username: providerSetting(env, "USERNAME", sandboxDefaults.username),
    password: providerSetting(env, "PASSWORD", sandboxDefaults.password),
    clientId: providerSetting(env, "CLIENT_ID", sandboxDefaults.clientId),
    clientKey: providerSetting(env, "CLIENT_KEY", sandboxDefaults.clientKey),
    signingSecret: providerSetting(env, "SIGNING_SECRET", sandboxDefaults.signingSecret),
  };
}

const globalForCams = globalThis as typeof globalThis & {
  /** A client a test installed (lib/console/actions/testing.ts); production never sets it. */
  __camsClient?: CamsClient;
  __camsClientFromEnv?: { key: string; client: CamsClient };
};

/**
 * The console's client: one per process and configuration, so every request shares its cached
 * token. A client made before the server listened (demo seeding at start) would name the wrong
 * port; a changed configuration makes a new one.
 */
export function camsClient(): CamsClient {
  if (globalForCams.__camsClient) return globalForCams.__camsClient;
  const config = camsClientConfigFromEnv();
  const key = JSON.stringify(config);
  if (globalForCams.__camsClientFromEnv?.key !== key) {
    // The password is read at each token request: a rotation made by any console process on
    // this database is used by the next token (lib/console/provider-credentials.ts).
    const client = createCamsClient({
      ...config,
      password: async () => providerPassword(await getDb(), config),
    });
    globalForCams.__camsClientFromEnv = { key, client };
  }
  return globalForCams.__camsClientFromEnv.client;
}
