import { randomBytes } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

// The e2e server is a demo (CONSOLE_DEMO=1), which would make its own sandbox secrets. It gets
// these instead, chosen here once per run: the server inherits them as explicit SANDBOX_*
// settings, and the helpers that call the sandbox or post webhooks (e2e/sandbox-api.ts,
// e2e/webhooks.ts) read them, in this process and in its workers, which inherit its environment.
const hex = (bytes: number) => randomBytes(bytes).toString("hex");
// The password rules of /token: no character three times in a row, so a letter and a digit take
// turns.
const letterDigitPairs = (count: number) =>
  Array.from(randomBytes(count), (b) => `${"ABCDEFGHJKLMNPQRSTUVWXYZ"[b % 24]}${b % 10}`).join("");
process.env.SANDBOX_API_KEY ||= `e2e-${hex(16)}`;
process.env.SANDBOX_PASSWORD ||= `E2e!${letterDigitPairs(12)}`;
process.env.SANDBOX_WEBHOOK_SECRET ||= `e2e-webhook-${hex(16)}`;

/**
 * End-to-end tests run against the production build (`npm start`'s server) on a fresh embedded
 * database, in Debian's Chromium: Playwright's own browser download is not available here.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `${baseURL}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
