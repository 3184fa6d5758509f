import "server-only";
import { getDb } from "@/lib/db";
import { createSandboxApp, type SandboxApp } from "./app";
import { sandboxConfigFromEnv } from "./config";

const globalForSandbox = globalThis as typeof globalThis & { __camsSandbox?: SandboxApp };

/** The sandbox mounted in the Next app, on the app's own database. One per process. */
export function mountedSandbox(): SandboxApp {
  globalForSandbox.__camsSandbox ??= createSandboxApp({
    db: getDb,
    config: sandboxConfigFromEnv(),
    now: () => new Date(),
  });
  return globalForSandbox.__camsSandbox;
}
