import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Cookie, expect, type Page } from "@playwright/test";
import type axe from "axe-core";

/**
 * axe-core's minified build, 0.65 MB: `axe.source` is the 1.5 MB readable one, sent to the
 * browser and parsed there in every document checked (some 150 a run).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** WCAG 2.1 A and AA, and the accessible name containing the visible label. */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  rules: { "label-content-name-mismatch": { enabled: true } },
  // Every rule still runs on every element; only the violations are reported element by
  // element (passes and inapplicable rules, which nobody reads here, are summarised).
  resultTypes: ["violations"],
};

export const DEMO_PASSWORD = "Demo!Console2026";

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

type Role = "admin" | "manager" | "support" | "compliance";

/**
 * This worker's session cookies per demo role. A worker's tests run one after another against
 * its own server (e2e/fixtures.ts), so a session signed in once serves the role's later tests:
 * the sign-in form, an argon2 verification and a redirect are not repeated in every test.
 * Signing in is what e2e/sign-in.spec.ts tests, with `signIn`.
 */
const sessions = new Map<Role, Cookie[]>();

/**
 * The demo user of `role` signed in, on `path` (a console page: the home page unless told). A
 * kept session opens `path` straight away; a page load is a quarter-second of the browser's CPU.
 */
export async function signInAs(page: Page, role: Role, path = "/") {
  const kept = sessions.get(role);
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto(path);
    const roleShown = page.getByTestId("current-role");
    await expect(roleShown.or(page.getByRole("button", { name: "Sign in" }))).toBeVisible();
    // A test that signed out, changed the role or disabled the user has ended that session.
    if ((await roleShown.isVisible()) && (await roleShown.textContent()) === role) return;
    await page.context().clearCookies();
  }
  await signIn(page, `${role}@example.com`);
  await expect(page.getByTestId("current-role")).toHaveText(role);
  const cookies = await page.context().cookies();
  sessions.set(
    role,
    cookies.filter((cookie) => cookie.name.includes("authjs.session-token")),
  );
  if (path !== "/") await page.goto(path);
}

/**
 * The SEPA transfer form's creditor: name, account and the structured address in Paris the
 * scheme asks for (bank country typed in lower case: the form takes it in capitals).
 */
export async function fillSepaCreditor(
  page: Page,
  creditor: { name: string; iban: string; bic?: string },
) {
  await page.getByLabel("Creditor name").fill(creditor.name);
  await page.getByLabel("IBAN").fill(creditor.iban);
  if (creditor.bic) await page.getByLabel("BIC").fill(creditor.bic);
  await page.getByLabel("Bank country").fill("fr");
  await page.getByLabel("Street name").fill("Rue de Rivoli");
  await page.getByLabel("Building number").fill("12");
  await page.getByLabel("Postal code").fill("75001");
  await page.getByLabel("City").fill("Paris");
  await page.getByLabel("Country", { exact: true }).fill("FR");
}

/** The header's search, open. */
export const searchPalette = (page: Page) => page.getByRole("dialog", { name: "Search" });

/**
 * Ctrl+K, as a user presses it, until the search opens: on a page still hydrating, the key
 * arrives before the listener does and nothing happens, as it would for a user. Answers the
 * search field, focused.
 */
export async function openSearch(page: Page) {
  const box = searchPalette(page).getByRole("combobox", { name: "Search" });
  await expect(async () => {
    await page.keyboard.press("Control+K");
    await expect(box).toBeFocused({ timeout: 1_000 });
  }).toPass();
  return box;
}

/** Ctrl+K, the query typed, then ArrowDown until the wanted option is chosen, and Enter. */
export async function searchAndOpen(page: Page, query: string, option: RegExp | string) {
  await openSearch(page);
  await page.keyboard.type(query);
  // The answer to the whole text, not to the first letters typed before a pause.
  await expect(searchPalette(page).getByRole("listbox")).toHaveAttribute("aria-busy", "false");
  const wanted = searchPalette(page).getByRole("option", { name: option });
  await expect(wanted).toBeVisible();
  for (let i = 0; i < 20 && (await wanted.getAttribute("aria-selected")) !== "true"; i++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(wanted).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(searchPalette(page)).toBeHidden();
}

export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" }).getByRole("link");
}

/**
 * A screenshot of what the user sees, for people to look at, when SCREENSHOTS_DIR names a
 * folder for them (all journeys' pages in one place). Otherwise none: nobody looks at them in
 * `npm test`, and a full-page PNG is the browser's work ninety-odd times a run.
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/**
 * axe on the page as it is now (once it has its title): WCAG 2.1 A and AA, plus label-content-name-mismatch (axe calls
 * it experimental; a voice-control user says the visible label, so it must be in the name). A
 * violation fails the test with its rule, help text and elements, so the report says what to fix.
 */
export async function expectAccessible(page: Page) {
  // Next streams a page's <title> with its metadata, and a router.refresh() (after a money
  // movement, say) streams it again: axe checks the page once it has its title, not mid-stream.
  // A page that never gets one still fails here.
  await expect(page, `a <title> on ${page.url()}`).toHaveTitle(/\S/);
  // axe-core goes into a document once, and stays across client-side navigations.
  // AxeBuilder injects it three times a call and opens a blank page for axe.finishRun, which
  // only cross-origin frames need and the console has none: its checks cost twice what these do
  // (docs/testing.md, "What a spec costs").
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  // A button's colours fade (transition-colors) when it changes state: axe would measure the
  // contrast of a frame halfway. Finite animations finish first (a spinner's never does; a
  // paused one is given 2 s).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 2_000)),
    ]),
  );
  const { violations } = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    AXE_OPTIONS,
  );
  const found = violations.map(
    (v) =>
      `${v.id} (${v.nodes.length}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found, `axe on ${page.url()}`).toEqual([]);
}

/**
 * The Events page's one row for a webhook the sandbox's dispatcher sends within a second or so:
 * the page is reloaded until it is in.
 */
export async function awaitEventRow(page: Page) {
  const row = page.getByTestId("event-row");
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return row;
}
