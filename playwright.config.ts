import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { workerCount } from "./e2e/ports";

// The e2e servers are demos (CONSOLE_DEMO=1), which would make their own sandbox secrets. They
// get these instead, chosen here once per run: the workers inherit them, each worker's server
// inherits them as explicit SANDBOX_* settings, and the helpers that call the sandbox or post
// webhooks (e2e/sandbox-api.ts, e2e/webhooks.ts) read them.
const hex = (bytes: number) => randomBytes(bytes).toString("hex");
// The password rules of /token: no character three times in a row, so a letter and a digit take
// turns.
const letterDigitPairs = (count: number) =>
  Array.from(randomBytes(count), (b) => `${"ABCDEFGHJKLMNPQRSTUVWXYZ"[b % 24]}${b % 10}`).join("");
process.env.SANDBOX_API_KEY ||= `e2e-${hex(16)}`;
process.env.SANDBOX_PASSWORD ||= `E2e!${letterDigitPairs(12)}`;
process.env.SANDBOX_WEBHOOK_SECRET ||= `e2e-webhook-${hex(16)}`;

// Debian's headless build of Chromium (package chromium-headless-shell, the same release as
// chromium): Blink and V8 without the desktop browser's window and compositor, which new-headless
// Chromium still draws. The end-to-end run took a third less time in it (docs/testing.md).
// Chromium itself serves where the shell is not installed.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

// Specs that start servers of their own and need the machine to themselves (two servers on one
// PostgreSQL, timing a sign-in throttle across them): the "alone" project runs them after the
// others, one at a time.
const alone = ["two-servers.spec.ts"];

/**
 * End-to-end tests run against the production build (`npm start`'s server) in Debian's
 * headless Chromium: Playwright's own browser download is not available here. There is no global
 * webServer: each worker starts its own server of the one build, on its own port and fresh
 * embedded database (e2e/fixtures.ts, whose `test` every spec uses), so E2E_WORKERS workers (2)
 * run spec files side by side without sharing a sandbox, a throttle or a policy. Tests within
 * a file run in order, on one worker, unless the file says otherwise (the accessibility sweep's
 * roles run in parallel). docs/testing.md says more.
 */
export default defineConfig({
  testDir: "e2e",
  // Whole files to a worker. Sharing out single tests (fullyParallel) evened out the workers'
  // last minute, but ran a heavy file's tests (four-eyes: two and three browsers a test) on both
  // workers at once: the run was 11–21 s slower in two CI runs (docs/testing.md).
  fullyParallel: false,
  workers: workerCount,
  retries: 0,
  // Two workers share two cores, each with its browser and its server: a step that took a
  // second with the machine to itself can take two. A passing test never waits for this.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
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
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: alone },
    {
      name: "alone",
      use: { ...devices["Desktop Chrome"] },
      testMatch: alone,
      // After the others, so nothing else runs beside it; `--project=alone --no-deps` runs it
      // by itself.
      dependencies: ["chromium"],
      workers: 1,
    },
  ],
});
