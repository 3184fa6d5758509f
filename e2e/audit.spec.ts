import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { kycCustomer, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

const filters = (page: import("@playwright/test").Page) =>
  page.getByRole("search", { name: "Filter the audit log" });

test("an admin finds every action of manager@ on Jane's account in the last hour through the audit filters, and exports it", async ({
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
      first_name: "Jane",
      last_name: lastName,
      identifications: [{ type: "NationalId", value: `N${letters(10).toUpperCase()}` }],
      accounts: [{ currency: "EUR" }, { currency: "EUR" }],
    }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const [accountId, otherAccountId] = (created.body.accounts as { account_id: string }[]).map(
    (a) => a.account_id,
  ) as [string, string];

  // The manager credits both of Jane's accounts in the console.
  await signInAs(page, "manager");
  for (const [id, amount] of [
    [accountId, "12.34"],
    [otherAccountId, "5.00"],
  ] as const) {
    await page.goto(`/customers/${customerId}/accounts/${id}`);
    await page.getByLabel("Amount").fill(amount);
    await page.getByRole("button", { name: /^Review credit/ }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: /^Credit/ })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Transaction id" })).toBeVisible();
  }

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

  // Who: the manager. About: Jane's first account, found through the search and picked with
  // the keyboard. When: the last hour (UTC, as the console shows times).
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  await filters(page)
    .getByLabel("Done by")
    .selectOption({ label: "Max Manager (manager@example.com)" });
  const about = filters(page).getByRole("combobox", { name: "About" });
  // Words typed but nothing chosen are not a target: the field says so, and nothing is sent.
  await about.fill("nothing chosen");
  await about.press("Escape");
  await filters(page).getByRole("button", { name: "Filter" }).click();
  await expect(about).toHaveAccessibleDescription(/Choose one from the list/);
  await expect(page).not.toHaveURL(/actor=/);
  await about.fill(accountId);
  const option = filters(page).getByRole("option").filter({ hasText: lastName });
  await expect(option).toHaveCount(1);
  await expect(option).toContainText("Accounts");
  await expectAccessible(page);
  await shoot(page, "audit-target-picker");
  await about.press("ArrowDown");
  await about.press("ArrowUp");
  await about.press("Enter");
  await expect(about).toHaveValue(new RegExp(lastName));
  await filters(page).getByLabel("From", { exact: true }).fill(hourAgo.slice(0, 10));
  await filters(page).getByLabel("From time (UTC)").fill(hourAgo.slice(11, 16));
  await filters(page).getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`target=account%3A${accountId}`));
  const entries = page.getByRole("table", { name: "Audit entries, newest first" });
  await expect(entries.getByRole("row").filter({ hasText: "Account credited" })).toHaveCount(1);
  await expect(entries.getByRole("row").filter({ hasText: lastName }).first()).toContainText(
    "manager@example.com",
  );
  await expectAccessible(page);

  // Reload: the filters, the target's name among them, are in the URL.
  await page.reload();
  await expect(filters(page).getByRole("combobox", { name: "About" })).toHaveValue(
    new RegExp(lastName),
  );
  await expect(entries.getByRole("row").filter({ hasText: "Account credited" })).toHaveCount(1);

  // The export holds the same entries: the manager's, on that account alone.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export matching as CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path()) as string, "utf8")).replace("\uFEFF", "");
  const lines = text.trimEnd().split("\n");
  expect(lines[0]).toBe("at,actor,action,action_words,target_type,target_id,outcome,detail,ip");
  expect(lines.length).toBeGreaterThan(1);
  expect(
    lines
      .slice(1)
      .every((line) => line.includes(",manager@example.com,") && line.includes(accountId)),
  ).toBe(true);
  expect(text).toContain(`account.credit,Account credited,account,${accountId},success`);
  expect(text).not.toContain(otherAccountId);

  // A range that ends before it starts is said beside "To", and nothing is filtered by it.
  await filters(page).getByLabel("From", { exact: true }).fill("2026-11-20");
  await filters(page).getByLabel("To", { exact: true }).fill("2026-11-19");
  await filters(page).getByRole("button", { name: "Filter" }).click();
  const to = filters(page).getByLabel("To", { exact: true });
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription(/The range ends before it starts/);
  await expectAccessible(page);
});
