import { expect, test } from "./fixtures";
import { signInAs } from "./support";

test("a support agent looks up an error code in the cached catalog", async ({ page }) => {
  await signInAs(page, "support");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Error codes" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Error codes" })).toBeVisible();
  await expect(page.getByTestId("catalog-refreshed")).toContainText("87 codes");

  await page.getByLabel("Search by code, detail or status").fill("4225064");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=4225064/);
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Insufficient funds in the account balance");
  await expect(rows.nth(1)).toContainText("UnprocessableEntity");

  await page.getByLabel("Search by code, detail or status").fill("no such words");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(
    page.getByRole("heading", { name: "No error code matches “no such words”" }),
  ).toBeVisible();
});
