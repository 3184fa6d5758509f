import { type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { sandboxApi } from "./sandbox-api";
import { captureAction, replayAction, sessionFor } from "./server-actions";
import { shoot, signInAs } from "./support";
import { fillIdentity, next, openWizard, uniqueName } from "./wizard";

async function expectNoOnboarding(page: Page) {
  await page.goto("/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Onboard customer" })).toHaveCount(0);
  const response = await page.goto("/customers/new");
  expect(response?.status()).toBe(403);
  await expect(
    page.getByRole("heading", { name: "You do not have access to this page" }),
  ).toBeVisible();
  await expect(page.getByLabel("KYC level")).toHaveCount(0);
}

for (const role of ["support", "compliance"] as const) {
  test(`${role} sees no onboarding: no button, and /customers/new answers 403`, async ({
    page,
  }) => {
    await signInAs(page, role);
    await expectNoOnboarding(page);
  });
}

test("manager has the button and the wizard", async ({ page }) => {
  await signInAs(page, "manager", "/customers");
  await shoot(page, "customers-manager");
  await openWizard(page);
  await expect(page.getByLabel("KYC level")).toBeVisible();
});

test("the create-customer action replayed as support is refused and creates nothing", async ({
  page,
  request,
}) => {
  const sandbox = await sandboxApi(request);
  const lastName = uniqueName("Replay");
  const found = async () =>
    (await sandbox.call("GET", `/customers?last_name=${lastName}`)).body.customers.length;

  // The manager's own request, held back on its way out.
  await signInAs(page, "manager");
  await openWizard(page);
  await fillIdentity(page, { level: "Anonymous", firstName: "Rex", lastName });
  for (const step of ["KYC data", "Addresses and phones", "Accounts and cards", "Review"])
    await next(page, step);
  const call = await captureAction(
    page,
    "/customers/new",
    () => page.getByRole("button", { name: "Create customer" }).click(),
    // The create action's input carries the request; a draft save's does not.
    (body) => body.includes('"request":'),
  );
  expect(await found()).toBe(0);

  const support = await sessionFor("support@example.com");
  expect(await (await replayAction(support, "/customers/new", call)).text()).toContain("FORBIDDEN");
  // Made in the test, it gets the test's baseURL (this worker's server) and no cookie.
  const anonymous = await playwrightRequest.newContext();
  expect(await (await replayAction(anonymous, "/customers/new", call)).text()).toContain(
    "UNAUTHENTICATED",
  );
  expect(await found()).toBe(0);

  // The same request from a manager goes through: the refusals were the role's, not the body's.
  const manager = await sessionFor("manager@example.com");
  expect(await (await replayAction(manager, "/customers/new", call)).text()).toContain(lastName);
  expect(await found()).toBe(1);
  await Promise.all([support.dispose(), anonymous.dispose(), manager.dispose()]);
});
