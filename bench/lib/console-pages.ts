import { existsSync, statSync } from "node:fs";
import { type Browser, chromium } from "@playwright/test";
import { CONSOLE_USER } from "./config";
import { ms } from "./measure";
import { callPaths, maxInFlight, readCalls } from "./provider-calls";
import { REQUEST_TIMEOUT_MS } from "./sandbox-client";
import { percentile } from "./stats";

// The console: a signed-in session and its pages, with the provider calls each makes.

/** Debian's Chromium, as the bench drives the console's pages. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });

/** A page of the console, signed in as the bench's user through the sign-in form. */
export async function signedInPage(browser: Browser, baseUrl: string) {
  const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(CONSOLE_USER.email);
  await page.getByLabel("Password").fill(CONSOLE_USER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30_000 });
  return page;
}

export async function signInCookie(baseUrl: string): Promise<string> {
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, baseUrl);
    const cookies = await page.context().cookies();
    return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

/** Five loads of a page (after one warm-up): how long it takes to settle, and its provider calls. */
export async function consolePage(
  baseUrl: string,
  cookie: string,
  route: string,
  needle: string,
  callLog: string,
) {
  const load = async () => {
    const before = existsSync(callLog) ? statSync(callLog).size : 0;
    const started = performance.now();
    const response = await fetch(`${baseUrl}${route}`, {
      headers: { cookie },
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const html = await response.text();
    const settled = performance.now() - started;
    const calls = readCalls(callLog, before);
    return { status: response.status, found: html.includes(needle), settled, calls };
  };
  await load(); // warm: the first request of a route compiles nothing, but fills caches and the token
  const loads = [];
  for (let i = 0; i < 5; i++) loads.push(await load());
  const bad = loads.filter((l) => l.status !== 200 || !l.found);
  if (bad.length === loads.length)
    throw new Error(
      `${route} answered ${bad[0]!.status}${bad[0]!.found ? "" : " without its content"}`,
    );
  const good = loads.filter((l) => l.status === 200 && l.found);
  const settled = good.map((l) => l.settled);
  const calls = Math.max(...good.map((l) => l.calls.length));
  const inFlight = Math.max(...good.map((l) => maxInFlight(l.calls)));
  const failedCalls = good.flatMap((l) => l.calls).filter((c) => c.status >= 400).length;
  const p50 = percentile(settled, 50);
  const concurrent = calls <= 1 || inFlight > 1;
  return {
    value: ms(p50),
    unit: "ms",
    reference: "-",
    ratio: null,
    holds: p50 < 300 && concurrent && bad.length === 0,
    detail:
      `${good.length}/${loads.length} loads answered 200 with the page's content (after one warm-up load); ` +
      `settle p50 ${ms(p50)} ms, max ${ms(Math.max(...settled))} ms; provider calls per load: ${calls} ` +
      `(${callPaths(good[0]!.calls)}), ` +
      `at most ${inFlight} in flight at once (${calls <= 1 ? "a single call" : concurrent ? "concurrent" : "one after another"}); ` +
      `${failedCalls} provider calls answered ≥ 400.`,
  };
}
