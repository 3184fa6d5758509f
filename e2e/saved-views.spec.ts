import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newCustomerId } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";

// Last names take letters only; a random suffix keeps this run's customer alone in its search.
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

const savedViews = (page: Page) => page.getByRole("navigation", { name: "Saved views" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Save this view" });

test("a manager saves a filtered list as a view shared with support, opens it again, and deletes it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const lastName = `View${letters(8)}`;
  await newCustomerId(request, "Jane", lastName);
  const viewName = `Customers named ${lastName}`;
  const filtered = new RegExp(`/customers\\?last_name=${lastName}$`);

  await signInAs(page, "manager", `/customers?last_name=${lastName}`);
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  await expect(savedViews(page)).toContainText("None yet");
  await expectAccessible(page);

  // Keyboard only: the button, the name, the role, Enter.
  const save = page.getByRole("button", { name: "Save view" });
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog(page).getByText("Enter a name for the view")).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.type(viewName);
  await page.keyboard.press("Tab");
  await expect(dialog(page).getByLabel("Share with (optional)")).toBeFocused();
  await dialog(page).getByLabel("Share with (optional)").selectOption("support");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog(page).getByRole("button", { name: "Save view" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: `Saved “${viewName}”` })).toBeVisible();

  // In the sidebar, marked as the page on screen; still there after a reload.
  const link = savedViews(page).getByRole("link", { name: viewName });
  await expect(link).toHaveAttribute("aria-current", "page");
  await page.reload();
  await expect(link).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
  await shoot(page, "saved-view-in-sidebar");

  // From the unfiltered list, the view brings the filter back.
  await page.goto("/customers");
  await expect(link).not.toHaveAttribute("aria-current", "page");
  await link.click();
  await expect(page).toHaveURL(filtered);
  await expect(page.getByLabel("Last name")).toHaveValue(lastName);
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  await expect(link).toHaveAttribute("aria-current", "page");

  // The same name again, in other capitals, is refused on the name field.
  await save.click();
  await dialog(page).getByLabel("Name").fill(viewName.toUpperCase());
  await dialog(page).getByRole("button", { name: "Save view" }).click();
  await expect(dialog(page).getByLabel("Name")).toHaveAccessibleDescription(
    `You already have a view named “${viewName.toUpperCase()}”. Choose another name.`,
  );
  await expectAccessible(page);
  await shoot(page, "saved-view-name-taken");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(save).toBeFocused();

  // Support sees it, shared with their role, and opens it.
  const other = await browser.newContext();
  const support = await other.newPage();
  await signInAs(support, "support");
  const shared = savedViews(support).getByRole("link", { name: viewName });
  await expect(shared).toBeVisible();
  await shared.click();
  await expect(support).toHaveURL(filtered);
  await expect(support.getByLabel("Last name")).toHaveValue(lastName);
  await expect(support.getByTestId("customer-row")).toHaveCount(1);
  await expectAccessible(support);
  await support.goto("/views");
  const sharedTable = support.getByRole("table", { name: "Views shared with your role" });
  await expect(sharedTable.getByRole("row").filter({ hasText: viewName })).toContainText(
    "Max Manager",
  );
  await expect(support.getByRole("button", { name: `Delete “${viewName}”` })).toHaveCount(0);
  await expectAccessible(support);
  await shoot(support, "saved-views-shared-with-support");
  await other.close();

  // The manager deletes it from the Saved views page, after saying yes.
  await savedViews(page).getByRole("link", { name: "Manage saved views" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved views" })).toBeVisible();
  const row = page.getByRole("table", { name: "Your saved views" }).getByRole("row", {
    name: new RegExp(viewName),
  });
  await expect(row).toContainText("Customers");
  await expect(row.getByLabel(`Share “${viewName}” with`)).toHaveValue("support");
  await expectAccessible(page);
  await shoot(page, "saved-views-page");
  const remove = row.getByRole("button", { name: `Delete “${viewName}”` });
  await remove.click();
  const confirm = page.getByRole("dialog", { name: `Delete “${viewName}”?` });
  await expect(confirm).toContainText("the support role's sidebars");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(link).toBeVisible();
  await remove.click();
  await confirm.getByRole("button", { name: "Yes, delete view" }).click();
  await expect(savedViews(page).getByRole("link", { name: viewName })).toHaveCount(0);
  await expect(page.getByText("No saved views yet")).toBeVisible();
  await expectAccessible(page);
});

test("a view is renamed and its sharing changed from the Saved views page", async ({ page }) => {
  const name = `Failures ${letters(6)}`;
  await signInAs(page, "admin", "/audit?outcome=failure");
  await page.getByRole("button", { name: "Save view" }).click();
  await dialog(page).getByLabel("Name").fill(name);
  await dialog(page).getByRole("button", { name: "Save view" }).click();
  await expect(savedViews(page).getByRole("link", { name })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await page.goto("/views");
  const row = page.getByRole("row", { name: new RegExp(name) });
  // Support cannot open the Audit page: sharing with it is refused in words.
  await row.getByLabel(`Share “${name}” with`).selectOption("support");
  await row.getByRole("button", { name: "Save sharing" }).click();
  await expect(row.getByRole("status")).toHaveText(
    "The support role cannot open Audit, so the view would not show for it.",
  );
  await expectAccessible(page);

  await row.getByRole("button", { name: `Rename “${name}”` }).click();
  const rename = page.getByRole("dialog", { name: `Rename “${name}”` });
  await rename.getByLabel("Name").fill("x".repeat(61));
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(rename.getByText("Keep the name to 60 characters or fewer")).toBeVisible();
  await rename.getByLabel("Name").fill(`${name} renamed`);
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(rename).toBeHidden();
  await expect(savedViews(page).getByRole("link", { name: `${name} renamed` })).toBeVisible();
  await page
    .getByRole("row", { name: new RegExp(`${name} renamed`) })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/\/audit\?outcome=failure$/);
});
