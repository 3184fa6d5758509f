import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { test as base, type Page, type Response } from "@playwright/test";
import { serverPort } from "./ports";
import { ready, startServer, stop } from "./server-process";

export { expect } from "@playwright/test";

/**
 * Each Playwright worker runs its specs against a server of its own: `npm start`'s server of the
 * one shared build (scripts/e2e-server.mjs), on port E2E_PORT + the worker's parallel index and
 * on a fresh embedded database. A spec that resets the sandbox, rotates the provider password,
 * changes a four-eyes policy or trips the sign-in throttle changes only its own worker's
 * server, so the workers cannot break each other's specs. A worker that restarts (after a
 * failed test) starts a new server on the same port, on a new database.
 */
export const test = base.extend<
  Record<never, never>,
  {
    /** This worker's server, e.g. http://127.0.0.1:3100: what `baseURL` is for pages and requests. */
    serverURL: string;
  }
>({
  serverURL: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture uses from its first parameter
    async ({}, use, workerInfo) => {
      const port = serverPort(workerInfo.parallelIndex);
      const url = `http://127.0.0.1:${port}`;
      // What the server prints goes to a log beside the results, one per port, not into the
      // output of whichever test is running.
      mkdirSync(workerInfo.project.outputDir, { recursive: true });
      const log = createWriteStream(
        path.join(workerInfo.project.outputDir, `e2e-server-${port}.log`),
        { flags: "a" },
      );
      const server = startServer(["scripts/e2e-server.mjs", String(port)], process.env, (chunk) =>
        log.write(chunk),
      );
      try {
        // Migrations and the demo users' seed take a while on a busy machine.
        await ready(server, url, 170_000);
        await use(url);
      } finally {
        await stop(server);
        log.end();
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ serverURL }, use) => {
    await use(serverURL);
  },
  // A page's controls are server-rendered HTML until React hydrates them: a value chosen before
  // then is put back by the hydrating form (a select back to "Not shared", a field back to its
  // default), and the test waits on a button that never comes alive. People are slower than
  // hydration; a test is not. So the test's page, after each navigation that loads a document,
  // waits for it to be hydrated before the test goes on.
  page: async ({ page }, use) => {
    for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          if (response?.ok() && response.headers()["content-type"]?.includes("text/html")) {
            await hydrated(page);
          }
          return response;
        },
      });
    }
    await use(page);
  },
});

/**
 * React has taken over the document (Next hydrates it with hydrateRoot(document), which marks it
 * as a root), a part of the page whose code comes after the page has taken over (it shows a
 * `data-awaits-code` mark until then), and the browser is idle, so the hydration work React
 * queued after the shell, the Suspense boundaries and their forms, has run.
 */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      Object.keys(document).some((key) => key.startsWith("__reactContainer$")) &&
      !document.querySelector("[data-awaits-code]") &&
      new Promise((idle) => requestIdleCallback(() => idle(true), { timeout: 2_000 })),
    undefined,
    { timeout: 15_000 },
  );
}
