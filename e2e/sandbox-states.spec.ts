import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { anonymousCustomer, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";

// An admin saves the sandbox's state, changes it, puts it back, empties it and loads the demo
// scenario, from Settings → Sandbox. The spec saves the state it found first and restores it
// last, so the specs after it find what they made.

const START = `e2e-start-${Date.now()}`;

async function replace(page: Page, button: string, done: RegExp) {
  await page.getByRole("button", { name: `${button}…` }).click();
  const dialog = page.getByRole("dialog", { name: `${button}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: button }).click();
  await expect(page.getByRole("status").filter({ hasText: done })).toBeVisible({ timeout: 60_000 });
}

test("an admin saves, restores, empties and loads the sandbox from Settings", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sandbox = await sandboxApi(request);
  const lastNamed = async (lastName: string) =>
    (await sandbox.call("GET", `/customers?last_name=${lastName}`)).body.total_count as number;

  await signInAs(page, "admin", "/settings/sandbox");
  await expect(page.getByRole("heading", { name: "Saved states" })).toBeVisible();
  await expectAccessible(page);

  // Save what is there now; a name the sandbox cannot take is refused on its field.
  await page.getByLabel("Name").fill("not a name");
  await page.getByRole("button", { name: "Save the current state" }).click();
  await expect(
    page.getByText("Use 1 to 40 letters, digits, dots, dashes or underscores"),
  ).toBeVisible();
  await page.getByLabel("Name").fill(START);
  await page.getByRole("button", { name: "Save the current state" }).click();
  await expect(page.getByRole("cell", { name: START, exact: true })).toBeVisible();

  // Something made after the save is gone once the state is restored.
  const made = await sandbox.call(
    "POST",
    "/customers",
    anonymousCustomer({ last_name: "Aftersave" }),
  );
  expect(made.status).toBe(201);
  expect(await lastNamed("Aftersave")).toBe(1);
  await replace(page, `Restore “${START}”`, /Restored: \d+ rows/);
  expect(await lastNamed("Aftersave")).toBe(0);

  // Emptying asks for the word.
  await page.getByLabel("Type RESET to empty the sandbox").fill("reset");
  await page.getByRole("button", { name: "Empty the sandbox" }).click();
  await expect(page.getByText("Type RESET, in capitals")).toBeVisible();
  await page.getByLabel("Type RESET to empty the sandbox").fill("RESET");
  await page.getByRole("button", { name: "Empty the sandbox" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Emptied: 0 rows" })).toBeVisible();
  expect((await sandbox.call("GET", "/customers")).body.total_count).toBe(0);

  // The demo scenario, built through the interface: Jane Demo is found in the console.
  await replace(page, "Load “demo”", /Loaded: \d+ rows/);
  await shoot(page, "settings-sandbox");
  await page.goto("/customers?last_name=Demo");
  await expect(page.getByRole("link", { name: /Jane/ }).first()).toBeVisible();

  // Back to the state the spec found.
  await page.goto("/settings/sandbox");
  await replace(page, `Restore “${START}”`, /Restored: \d+ rows/);
});

test("a manager cannot open the sandbox settings", async ({ page }) => {
  await signInAs(page, "manager");
  expect((await page.goto("/settings/sandbox"))?.status()).toBe(403);
});
