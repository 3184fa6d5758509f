import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
} from "@playwright/test";
import { DEMO_PASSWORD } from "./support";

export type CapturedAction = { action: string; body: string };

/**
 * Captures the server action request that `trigger` makes the page send to `path` (whatever
 * its query), without letting it through, so a test can replay it under another session. Other
 * actions the page sends meanwhile (a draft being saved) pass unless `which` accepts their body.
 */
export async function captureAction(
  page: Page,
  path: string,
  trigger: () => Promise<void>,
  which: (body: string) => boolean = () => true,
) {
  let captured: CapturedAction | undefined;
  const pattern = (url: URL) => url.pathname === path;
  await page.route(pattern, async (route) => {
    const action = route.request().headers()["next-action"];
    if (!action || captured || !which(route.request().postData() ?? "")) return route.continue();
    captured = { action, body: route.request().postData() ?? "" };
    await route.abort();
  });
  await trigger();
  await expect.poll(() => captured).toBeDefined();
  await page.unroute(pattern);
  return captured!;
}

/** Sends a captured server action again, as whoever `ctx` is signed in as. */
export async function replayAction(ctx: APIRequestContext, path: string, call: CapturedAction) {
  return ctx.post(path, {
    headers: {
      "next-action": call.action,
      accept: "text/x-component",
      "content-type": "text/plain;charset=UTF-8",
    },
    data: call.body,
    maxRedirects: 0,
  });
}

/**
 * An API client holding a real session cookie for a demo user. Made in a test, it gets the
 * test's options: this worker's server as its baseURL (e2e/fixtures.ts).
 */
export async function sessionFor(email: string) {
  const ctx = await playwrightRequest.newContext();
  const { csrfToken } = (await (await ctx.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await ctx.post("/api/auth/callback/credentials", {
    form: { email, password: DEMO_PASSWORD, csrfToken },
  });
  return ctx;
}
