// Starts the production build for the end-to-end tests on a fresh embedded database in memory,
// gone when the server stops. Each Playwright worker starts one on its own port (e2e/fixtures.ts).
import { spawn } from "node:child_process";

const port = process.argv[2] ?? "3100";
const env = {
  ...process.env,
  NODE_ENV: "production",
  // The sandbox's webhooks go to this server's own receiver.
  PORT: port,
  // Loopback only: e2e/server.spec.ts checks that HOSTNAME is honoured.
  HOSTNAME: "127.0.0.1",
  NEXT_TELEMETRY_DISABLED: "1",
  // A declared demo on the built-in sandbox: its demo users, but an empty sandbox for the specs.
  // Its sandbox secrets are the SANDBOX_* values playwright.config.ts chose and this process
  // inherits (explicit ones win over those a demo makes), so the specs know them.
  CONSOLE_DEMO: "1",
  SEED_DEMO: "1",
  SEED_DEMO_DATA: "0",
  // No periodic directory sync: a spec sees in the directory only what it caused or synced.
  DIRECTORY_SYNC_SECONDS: "0",
  AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-only-secret-not-for-production-use-0001",
  // Nothing outlives the server, so nothing is written to disk and nothing is left to remove.
  PGLITE_DIR: "memory://",
  DATABASE_URL: "",
};
// `npm start`'s server, as a deployment runs it.
const child = spawn(process.execPath, ["scripts/server.mjs"], {
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
