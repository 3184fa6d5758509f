import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { mainNav, signInAs } from "./support";

// The browser never sees the provider's credentials (architecture: "the browser never sees an
// API key, a password or a bearer token"). The contract's development defaults, plus whatever
// CAMS_* / SANDBOX_* values this run was started with (the e2e server inherits this
// environment). Values under 8 characters (a port, a TTL) are skipped: they would match by chance.
const secrets = [
  "sandbox-api-key-0001",
  "Sandbox!Pass2026x",
  "sandbox-signing-secret",
  "sandbox-webhook-secret",
  ...Object.entries(process.env)
    .filter(([name, value]) => /^(CAMS|SANDBOX)_/.test(name) && (value?.length ?? 0) >= 8)
    .map(([, value]) => value as string),
];

/** A bearer token as it would appear if one leaked into a page. */
const bearerToken = /Bearer\s+[A-Za-z0-9\-._~+/]{16,}/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function leaksIn(text: string): string[] {
  return secrets.filter((secret) => text.includes(secret));
}

test("no file under .next/static holds a credential", () => {
  const files = filesUnder(path.join(process.cwd(), ".next", "static"));
  expect(files.length).toBeGreaterThan(0);
  const leaks = files.flatMap((file) =>
    leaksIn(readFileSync(file, "latin1")).map((secret) => `${file}: ${secret}`),
  );
  expect(leaks).toEqual([]);
});

test("no page a signed-in user gets holds a credential or a token", async ({ page, baseURL }) => {
  // Every answer from the server: HTML, RSC payloads of client navigations, scripts.
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on("response", (response) => {
    if (!baseURL || !response.url().startsWith(baseURL)) return;
    bodies.push(
      response
        .text()
        .then((text) => ({ url: response.url(), text }))
        .catch(() => ({ url: response.url(), text: "" })),
    );
  });
  await signInAs(page, "admin");
  const labels = await mainNav(page).allTextContents();
  for (const label of labels) {
    await mainNav(page).getByText(label, { exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
    const html = await page.content();
    expect(leaksIn(html), label).toEqual([]);
    expect(html, label).not.toMatch(bearerToken);
  }
  for (const { url, text } of await Promise.all(bodies)) {
    expect(leaksIn(text), url).toEqual([]);
    expect(text, url).not.toMatch(bearerToken);
  }
});
