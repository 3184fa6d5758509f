import { expect, test } from "./fixtures";
import { signInAs } from "./support";

// The e2e server is a declared demo (CONSOLE_DEMO=1, scripts/e2e-server.mjs): production build,
// built-in sandbox, demo users.

test("pages carry a nonce-based CSP that their own scripts satisfy, and the other security headers", async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const response = await page.goto("/login");
  const headers = response!.headers();
  const nonce = headers["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toBeTruthy();
  expect(headers["strict-transport-security"]).toContain("max-age=");
  // Next put the nonce on its scripts; a script without it would not have run.
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts)).toEqual(new Set([nonce]));
  // The page is interactive (hydrated) and the next response has another nonce.
  await signInAs(page, "manager");
  const again = await page.goto("/customers");
  expect(again!.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  expect(blocked).toEqual([]);
});

test("a demo deployment says so on every page, and names its demo accounts at sign-in", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page.getByTestId("demo-banner")).toHaveText(
    "Demo environment: not for real customers",
  );
  const demo = page.getByRole("region", { name: "Demo accounts" });
  await expect(demo).toContainText("manager@example.com");
  await expect(demo).toContainText("Demo!Console2026");
  await signInAs(page, "support");
  await expect(page.getByTestId("demo-banner")).toHaveText(
    "Demo environment: not for real customers",
  );
});

test("the favicon is served", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/icon/);
});

test("route handlers stop reading a body past their limit with 413, and end the connection", async ({
  request,
}) => {
  const big = "x".repeat(2 * 1024 * 1024);
  for (const path of ["/api/auth/callback/credentials", "/api/webhooks/cams"]) {
    // The server answers 413 and stops reading: the rest of the upload may then meet a closed
    // connection, which is the point.
    const answer = await request
      .post(path, { data: big, headers: { "content-type": "application/x-www-form-urlencoded" } })
      .then((response) => response.status())
      .catch((error: Error) => (/ECONNRESET|EPIPE/.test(error.message) ? 413 : error.message));
    expect(answer, path).toBe(413);
  }
  // The 413 closed its connection: the client's next request does not wait behind the unread
  // rest of the body on a kept-alive one.
  const next = await request.get("/favicon.ico", { timeout: 5_000 });
  expect(next.status()).toBe(200);
});
