// What kind of deployment this server is, read from the environment once per question, and the
// settings production refuses to start with. Kept free of server-only imports: the start-up
// check, the sandbox route and the pages all ask it.

import { invalidTrustedProxies } from "./request-ip";

/** The contract's development defaults (.env.example): the built-in sandbox's credentials. */
export const sandboxDefaults = {
  apiKey: "sandbox-api-key-0001",
  username: "programme.admin",
  password: "Sandbox!Pass2026x",
  clientId: "0123456789abcdef0123456789abcdef",
  clientKey: "sandbox_client",
  signingSecret: "sandbox-signing-secret",
  webhookSecret: "sandbox-webhook-secret",
} as const;

/**
 * The prefix scripts/prepare-dev.mjs gives the AUTH_SECRET it writes for `npm run dev`, so a
 * production start can recognise a development secret and refuse it.
 */
export const DEV_SECRET_PREFIX = "dev-only-";

type Env = Record<string, string | undefined>;

/** An empty value is no value: a copied .env.example leaves `AUTH_SECRET=` behind. */
export const setting = (env: Env, name: string): string | undefined => env[name] || undefined;

type Deployment = {
  production: boolean;
  /**
   * CONSOLE_DEMO=1: a declared demo, on the built-in sandbox with secrets of its own, with demo
   * users and data.
   */
  demo: boolean;
  /** The console's provider is the sandbox built into this server (CAMS_BASE_URL unset). */
  builtInSandbox: boolean;
  /** Whether /sandbox answers at all. */
  sandboxMounted: boolean;
  seedDemoUsers: boolean;
  seedDemoData: boolean;
};

/**
 * Development mounts the sandbox and seeds the demo by default. Production mounts it only for a
 * demo or with SANDBOX_ENABLED=1, and seeds only a demo; a console pointed at another provider
 * never mounts it nor seeds its data.
 */
export function deploymentFromEnv(env: Env = process.env): Deployment {
  const production = env.NODE_ENV === "production";
  const demo = env.CONSOLE_DEMO === "1";
  const builtInSandbox = !setting(env, "CAMS_BASE_URL");
  const seedingAllowed = !production || demo;
  const flag = (name: string) => (env[name] === "1" ? true : env[name] === "0" ? false : undefined);
  return {
    production,
    demo,
    builtInSandbox,
    sandboxMounted: builtInSandbox && (!production || demo || env.SANDBOX_ENABLED === "1"),
    seedDemoUsers: seedingAllowed && (flag("SEED_DEMO") ?? true),
    seedDemoData: seedingAllowed && builtInSandbox && (flag("SEED_DEMO_DATA") ?? true),
  };
}

/**
 * Whether every user needs a second factor when no admin has said: in production, yes; in a demo
 * (whose users are public) and in development, no.
 */
export function secondFactorRequiredByDefault(env: Env = process.env): boolean {
  const deployment = deploymentFromEnv(env);
  return deployment.production && !deployment.demo;
}

const providerSettings = [
  ["CAMS_API_KEY", sandboxDefaults.apiKey],
  ["CAMS_USERNAME", sandboxDefaults.username],
  ["CAMS_PASSWORD", sandboxDefaults.password],
  ["CAMS_CLIENT_ID", sandboxDefaults.clientId],
  ["CAMS_CLIENT_KEY", sandboxDefaults.clientKey],
  ["CAMS_SIGNING_SECRET", sandboxDefaults.signingSecret],
  ["CAMS_WEBHOOK_SECRET", sandboxDefaults.webhookSecret],
] as const;

const sandboxSettings = [
  ["SANDBOX_API_KEY", sandboxDefaults.apiKey],
  ["SANDBOX_PASSWORD", sandboxDefaults.password],
  ["SANDBOX_CLIENT_ID", sandboxDefaults.clientId],
  ["SANDBOX_CLIENT_KEY", sandboxDefaults.clientKey],
  ["SANDBOX_SIGNING_SECRET", sandboxDefaults.signingSecret],
  ["SANDBOX_WEBHOOK_SECRET", sandboxDefaults.webhookSecret],
] as const;

/** The first of these settings that is unset or still the development default, said plainly. */
function firstDefault(env: Env, settings: readonly (readonly [string, string])[], why: string) {
  for (const [name, fallback] of settings) {
    const value = setting(env, name);
    if (!value) return `${name} is not set: ${why}.`;
    if (value === fallback) return `${name} is the development default from .env.example: ${why}.`;
  }
  return null;
}

/**
 * The one setting that makes this production start unsafe, as one line that names it, or null.
 * A declared demo (CONSOLE_DEMO=1) needs no sandbox settings, on the built-in sandbox only: it
 * makes its own secrets at start (lib/bootstrap.ts, lib/console/demo-secrets.ts).
 */
export function unsafeProductionSetting(env: Env = process.env): string | null {
  const deployment = deploymentFromEnv(env);
  if (!deployment.production) return null;
  const secret = setting(env, "AUTH_SECRET");
  if (!secret)
    return "AUTH_SECRET is not set: it signs console sessions. Generate one with `openssl rand -base64 33`.";
  if (Buffer.byteLength(secret, "utf8") < 32)
    return "AUTH_SECRET is shorter than 32 bytes: generate one with `openssl rand -base64 33`.";
  // scripts/server.mjs sets it: only that server tells the console each client's address.
  if (env.CONSOLE_SERVER !== "1")
    return "Start the console with `npm start` (scripts/server.mjs), not `next start`: only it tells the console each client's address, for the sign-in throttle and the audit log.";
  const notAddresses = invalidTrustedProxies(env);
  if (notAddresses.length > 0)
    return `TRUSTED_PROXIES holds ${notAddresses.map((entry) => `"${entry}"`).join(", ")}, which is not an IP address: name each proxy by its address.`;
  if (deployment.demo) {
    return deployment.builtInSandbox
      ? null
      : "CONSOLE_DEMO=1 runs on the built-in sandbox only: unset CAMS_BASE_URL, or unset CONSOLE_DEMO for a real provider.";
  }
  if (secret.startsWith(DEV_SECRET_PREFIX))
    return "AUTH_SECRET is the development secret `npm run dev` wrote to .env.local: set a production one (`openssl rand -base64 33`).";
  if (!deployment.builtInSandbox)
    return firstDefault(env, providerSettings, "set the provider's own value for production");
  if (env.SANDBOX_ENABLED !== "1")
    return "No provider is configured: set CAMS_BASE_URL and the CAMS_* credentials, or SANDBOX_ENABLED=1 to serve the built-in sandbox, or CONSOLE_DEMO=1 for a demo.";
  return firstDefault(env, sandboxSettings, "a sandbox served in production needs its own secrets");
}
