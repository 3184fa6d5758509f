import "server-only";
import { getDb } from "@/lib/db";
import { createSandboxApp, type SandboxApp } from "./app";
import { sandboxConfigFromEnv } from "./config";

const globalForSandbox = globalThis as typeof globalThis & {
  __camsSandbox?: { key: string; app: SandboxApp };
};

/**
 * The sandbox mounted in the Next app, on the app's own database: one per process and
 * configuration, so changed SANDBOX_* settings are read when they change, not at first start.
 */
export function mountedSandbox(): SandboxApp {
  const config = sandboxConfigFromEnv();
  const key = JSON.stringify(config);
  if (globalForSandbox.__camsSandbox?.key !== key) {
    globalForSandbox.__camsSandbox = {
      key,
      app: createSandboxApp({ db: getDb, config, now: () => new Date() }),
    };
  }
  return globalForSandbox.__camsSandbox.app;
}
