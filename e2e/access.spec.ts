import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type CapturedAction, captureAction, replayAction, sessionFor } from "./server-actions";
import { signInAs } from "./support";

test("support opening admin-only pages gets the 403 page", async ({ page }) => {
  await signInAs(page, "support");
  for (const path of ["/audit", "/settings", "/compliance"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(
      page.getByRole("heading", { name: "You do not have access to this page" }),
    ).toBeVisible();
  }
});

/** Captures the server action request the Settings page sends, without letting it through. */
async function captureRoleChange(page: Page) {
  await signInAs(page, "admin", "/settings");
  return captureAction(page, "/settings", async () => {
    await page.getByLabel("Role of manager@example.com").selectOption("admin");
    await page
      .getByRole("row", { name: /manager@example.com/ })
      .getByRole("button", { name: "Save role" })
      .click();
  });
}

const replay = (ctx: APIRequestContext, call: CapturedAction) =>
  replayAction(ctx, "/settings", call);

async function managerRole(page: Page) {
  await page.goto("/settings");
  return page.getByLabel("Role of manager@example.com").inputValue();
}

async function refusedRoleChanges(page: Page) {
  await page.goto("/audit?outcome=denied");
  // The entries stream in after the header (and React may hold a Suspense reveal back a little):
  // count only once the list, or its empty state, is on the page, never the skeleton.
  await expect(page.getByText(/ of \d+ entries|No audit entries match/)).toBeVisible();
  return page.getByRole("cell", { name: "Permission settings.manage" }).count();
}

async function setDisabled(page: Page, email: string, disabled: boolean) {
  await page.goto("/settings");
  await page.getByRole("button", { name: `${disabled ? "Disable" : "Enable"} ${email}` }).click();
  await expect(page.getByText(disabled ? "Account disabled." : "Account enabled.")).toBeVisible();
}

test("a server action without a session, or with the wrong role, is refused and writes nothing", async ({
  page,
}) => {
  const call = await captureRoleChange(page);
  const refusedBefore = await refusedRoleChanges(page);

  // No cookie at all: the proxy refuses it before the action runs, so it writes nothing, not
  // even an audit entry (a scanner's calls would fill the log).
  // Made in the test, it gets the test's baseURL (this worker's server) and no cookie.
  const anonymous = await playwrightRequest.newContext();
  const refused = await replay(anonymous, call);
  expect(refused.status()).toBe(401);
  expect(await refused.text()).toContain("UNAUTHENTICATED");

  // A signed-in support agent passes the proxy; the action itself refuses the role.
  const support = await sessionFor("support@example.com");
  expect(await (await replay(support, call)).text()).toContain("FORBIDDEN");

  // A session cookie that is still valid, for an account disabled since: the proxy cannot
  // know, so the action's own session check must refuse it.
  const compliance = await sessionFor("compliance@example.com");
  await setDisabled(page, "compliance@example.com", true);
  expect(await (await replay(compliance, call)).text()).toContain("UNAUTHENTICATED");
  await setDisabled(page, "compliance@example.com", false);

  // Nothing changed, and the two refusals of someone signed in are in the audit log.
  expect(await managerRole(page)).toBe("manager");
  expect(await refusedRoleChanges(page)).toBe(refusedBefore + 2);
  await Promise.all([anonymous.dispose(), support.dispose(), compliance.dispose()]);
});

test("a role change takes effect on the user's next request", async ({ browser, page }) => {
  const supportPage = await (await browser.newContext()).newPage();
  await signInAs(supportPage, "support");
  const nav = supportPage.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Cards" })).toBeVisible();

  await signInAs(page, "admin", "/settings");
  await page.getByLabel("Role of support@example.com").selectOption("compliance");
  await page
    .getByRole("row", { name: /support@example.com/ })
    .getByRole("button", { name: "Save role" })
    .click();
  await expect(page.getByText("Role changed to compliance.")).toBeVisible();

  await supportPage.reload();
  await expect(supportPage.getByTestId("current-role")).toHaveText("compliance");
  await expect(nav.getByRole("link", { name: "Compliance" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Cards" })).toHaveCount(0);

  // Put it back, then disable the account: the open session ends at once.
  await page.getByLabel("Role of support@example.com").selectOption("support");
  await page
    .getByRole("row", { name: /support@example.com/ })
    .getByRole("button", { name: "Save role" })
    .click();
  await expect(page.getByText("Role changed to support.")).toBeVisible();
  await page.getByRole("button", { name: "Disable support@example.com" }).click();
  await expect(page.getByText("Account disabled.")).toBeVisible();
  await supportPage.reload();
  await expect(supportPage).toHaveURL(/\/login/);
  await page.getByRole("button", { name: "Enable support@example.com" }).click();
  await expect(page.getByText("Account enabled.")).toBeVisible();
});
