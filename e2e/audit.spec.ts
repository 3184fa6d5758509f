import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { kycCustomer, sandboxApi } from "./sandbox-api";
import { expectAccessible, signInAs } from "./support";

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

const filters = (page: import("@playwright/test").Page) =>
  page.getByRole("search", { name: "Filter the audit log" });

test("an admin finds what manager@ did with money today through the audit filters, and exports it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await sandboxApi(request);
  const lastName = `Audit${letters(8)}`;
  const created = await api.call(
    "POST",
    "/customers",
    kycCustomer({
      last_name: lastName,
      identifications: [{ type: "NationalId", value: `N${letters(10).toUpperCase()}` }],
      accounts: [{ currency: "EUR" }],
    }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const accountId = created.body.accounts[0].account_id as string;

  // The manager credits the account in the console.
  await signInAs(page, "manager");
  await page.goto(`/customers/${customerId}/accounts/${accountId}`);
  await page.getByLabel("Amount").fill("12.34");
  await page.getByRole("button", { name: /^Review credit/ }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /^Credit/ })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Transaction id" })).toBeVisible();

  await page.context().clearCookies();
  await signInAs(page, "admin");
  // Sign-ins are left out by default; the admin's own sign-in is not on the page.
  await page.goto("/audit");
  await expect(page.getByRole("table", { name: "Audit entries, newest first" })).toBeVisible();
  // (Exactly "Signed in": an entry without an actor reads "Not signed in".)
  await expect(
    page
      .getByRole("table", { name: "Audit entries, newest first" })
      .getByRole("cell", { name: "Signed in", exact: true }),
  ).toHaveCount(0);
  const today = new Date().toISOString().slice(0, 10);
  await filters(page)
    .getByLabel("Kind of action")
    .selectOption({ label: "Money and beneficiaries" });
  await filters(page)
    .getByLabel("Done by")
    .selectOption({ label: "Max Manager (manager@example.com)" });
  await filters(page).getByLabel("From").fill(today);
  await filters(page).getByLabel("To").fill(today);
  await filters(page).getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/kind=money/);
  const entry = page
    .getByRole("row")
    .filter({ hasText: "Account credited" })
    .filter({ hasText: lastName });
  await expect(entry.first()).toBeVisible();
  await expect(entry.first()).toContainText("manager@example.com");
  await expectAccessible(page);

  // Reload: the filters are in the URL.
  await page.reload();
  await expect(filters(page).getByLabel("Kind of action")).toHaveValue("money");
  await expect(entry.first()).toBeVisible();

  // The export holds the same entries.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export matching as CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path()) as string, "utf8")).replace("\uFEFF", "");
  const lines = text.trimEnd().split("\n");
  expect(lines[0]).toBe("at,actor,action,action_words,target_type,target_id,outcome,detail,ip");
  expect(lines.slice(1).every((line) => line.includes(",manager@example.com,account."))).toBe(true);
  expect(text).toContain(`account.credit,Account credited,account,${accountId},success`);

  // A range that ends before it starts is said beside "To", and nothing is filtered by it.
  await filters(page).getByLabel("From").fill("2026-11-20");
  await filters(page).getByLabel("To").fill("2026-11-19");
  await filters(page).getByRole("button", { name: "Filter" }).click();
  const to = filters(page).getByLabel("To");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription(/The range ends before it starts/);
  await expectAccessible(page);
});
