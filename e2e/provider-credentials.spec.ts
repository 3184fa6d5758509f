import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { sandbox, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";

// An admin rotates the console's provider password: the rules are said on the field, the
// change is confirmed first, the provider takes the new password, and the console keeps
// working on its next token. The spec rotates back at the end, since the other specs talk to
// the sandbox with its configured password.

const ROTATED = "Rotated!Console2026";

async function rotate(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("New password again").fill(password);
  await page.getByRole("button", { name: "Rotate…" }).click();
  const dialog = page.getByRole("dialog", { name: "Change the provider password now?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Rotate the password" }).click();
  await expect(page.getByText("Provider password rotated.")).toBeVisible();
}

test("an admin rotates the provider password, and the console uses the new one", async ({
  page,
  request,
}) => {
  await signInAs(page, "admin", "/settings");
  await page
    .getByRole("navigation", { name: "Settings" })
    .getByRole("link", { name: "Provider credentials" })
    .click();
  await expect(page.getByRole("heading", { name: "Password", exact: true })).toBeVisible();
  await expect(page.getByText("The configured password (CAMS_PASSWORD)")).toBeVisible();
  await expectAccessible(page);

  // The interface's rules, on the field, before anything is sent; then a mismatch.
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Rotate…" }).click();
  await expect(page.getByText("Password must be 15 to 30 characters")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(ROTATED);
  await page.getByLabel("New password again").fill(`${ROTATED}x`);
  await page.getByRole("button", { name: "Rotate…" }).click();
  await expect(page.getByText("The two passwords differ")).toBeVisible();
  // Cancel at the confirmation sends nothing.
  await page.getByLabel("New password again").fill(ROTATED);
  await page.getByRole("button", { name: "Rotate…" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Rotate…" })).toBeFocused();

  await rotate(page, ROTATED);
  try {
    await rotatedChecks(page, request);
  } finally {
    // Back to the configured password, whatever failed above: the other specs use it.
    await page.goto("/settings/provider");
    await rotate(page, sandbox.credentials.password);
  }
  const { send } = await sandboxApi(request);
  expect((await send("POST", "/token", sandbox.credentials)).status).toBe(200);
});

/** What a rotation changes, seen from the console and from the provider. */
async function rotatedChecks(page: Page, request: APIRequestContext) {
  await expect(page.getByText(/by admin@example.com/)).toBeVisible();
  await expect(page.locator("body")).not.toContainText(ROTATED);
  await shoot(page, "provider-credentials-rotated");

  // The provider has the new password, not the old one.
  const { send } = await sandboxApi(request);
  const tokenWith = async (password: string) =>
    (await send("POST", "/token", { ...sandbox.credentials, password })).status;
  expect(await tokenWith(sandbox.credentials.password)).toBe(401);
  expect(await tokenWith(ROTATED)).toBe(200);

  // The console signs in again with it: a page that reads the provider works.
  await page.goto("/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  // The list came from the provider: no refusal in its place.
  await expect(page.getByRole("search", { name: "Search customers" })).toBeVisible();
  await expect(page.getByText("The provider refused the search")).toHaveCount(0);

  // The token shown is the new one.
  await page.goto("/settings/provider");
  await expect(page.getByText("Last refreshed")).toBeVisible();
}

test("a manager cannot open the provider credentials", async ({ page }) => {
  await signInAs(page, "manager");
  const response = await page.goto("/settings/provider");
  expect(response?.status()).toBe(403);
});
