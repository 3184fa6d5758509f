import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { anonymousCustomer, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";

const rows = (page: Page) => page.getByTestId("transaction-row");
const filters = (page: Page) => page.getByRole("search", { name: "Filter transactions" });

/** The CSV's records, BOM checked and removed; none of this spec's values holds a comma. */
function records(bytes: Buffer) {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\n");
  const header = (lines.shift() ?? "").split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((v, i) => [header[i], v])));
}

test("a manager filters an account's transactions, exports the CSV, and a bad range is explained", async ({
  page,
  request,
}) => {
  const api = await sandboxApi(request);
  const created = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({ accounts: [{ currency: "EUR", assign_account_identifier: true }] }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const accountId = created.body.accounts[0].account_id as string;
  for (const amount of [5, 9.99, 10, 15, 20, 20.01, 25]) {
    const credit = await api.call("POST", `/accounts/${accountId}/credit`, {
      amount,
      currency: "EUR",
      transaction_code: "AccountLoad",
      description: `Load ${amount}`,
    });
    expect(credit.status).toBe(201);
  }
  const debit = await api.call("POST", `/accounts/${accountId}/debit`, {
    amount: 12.5,
    currency: "EUR",
    transaction_code: "AccountLoad",
    description: "Spend 12.5",
  });
  expect(debit.status).toBe(201);

  await signInAs(page, "manager");
  const listPath = `/customers/${customerId}/accounts/${accountId}/transactions`;
  await page.goto(listPath);
  await expect(rows(page)).toHaveCount(8);
  await expectAccessible(page);

  // Money in between 10 and 20 euros, both ends included: 9.99 and 20.01 are out, the debit too.
  await filters(page).getByLabel("Minimum amount").fill("10");
  await filters(page).getByLabel("Maximum amount").fill("20");
  await filters(page).getByLabel("Direction").selectOption("credit");
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/min=10&max=20&direction=credit/);
  await expect(rows(page)).toHaveCount(3);
  const shown = await rows(page).allInnerTexts();
  expect(shown.map((row) => /Load [\d.]+/.exec(row)?.[0])).toEqual([
    "Load 20",
    "Load 15",
    "Load 10",
  ]);
  await expect(page.getByTestId("transactions-range")).toContainText("3 matching transactions");
  await shoot(page, "transactions-filtered");
  await expectAccessible(page);

  // Reload: the URL holds the filters, and the server reads the same rows.
  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  await expect(filters(page).getByLabel("Minimum amount")).toHaveValue("10");

  // The export carries the same filters: the file holds exactly the rows shown.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export matching as CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^account-transactions-${accountId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const file = records(await readFile((await download.path()) as string));
  expect(file.map((row) => row.description)).toEqual(["Load 20", "Load 15", "Load 10"]);
  expect(file.map((row) => row.amount)).toEqual(["20.00", "15.00", "10.00"]);
  for (const row of file) {
    expect(row).toMatchObject({ currency: "EUR", direction: "credit", account_id: accountId });
    expect(row.created_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(row.transaction_id).not.toBe("");
  }
  await expect(page.getByTestId("export-progress")).toContainText("3 rows");

  // A minimum above the maximum: said beside the maximum, and nothing is read.
  await filters(page).getByLabel("Minimum amount").fill("30");
  await filters(page).getByLabel("Maximum amount").fill("20");
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  const max = filters(page).getByLabel("Maximum amount");
  await expect(max).toHaveAttribute("aria-invalid", "true");
  await expect(max).toHaveAccessibleDescription(/maximum amount is below the minimum/);
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText("Nothing was read")).toBeVisible();
  await shoot(page, "transactions-bad-range");
  await expectAccessible(page);

  // An amount that is not one, from a hand-edited link.
  await page.goto(`${listPath}?min=ten`);
  await expect(filters(page).getByLabel("Minimum amount")).toHaveAccessibleDescription(
    /Minimum amount must be a number/,
  );
  await expectAccessible(page);
});

test("a manager exports the corporates list with its name filter", async ({ page, request }) => {
  const api = await sandboxApi(request);
  const suffix = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
  const name = `Export Works ${suffix}`;
  const corporate = await api.call("POST", "/corporates", {
    name,
    registration_number: `IE-${suffix}`,
    tax_residency: "IE",
    address: { line_1: "1 Company Road", city: "Dublin", postal_code: "D02 X285", country: "IE" },
  });
  expect(corporate.status).toBe(201);
  const corporateId = corporate.body.corporate_id as string;

  await signInAs(page, "manager");
  // Created outside the console: opening it by id puts it in the console's list.
  await page.goto(`/corporates?corporate_id=${corporateId}`);
  await page.goto(`/corporates?name=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("corporate-row")).toHaveCount(1);
  await expectAccessible(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^corporates-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = records(await readFile((await download.path()) as string));
  expect(file).toEqual([expect.objectContaining({ corporate_id: corporateId, name })]);
  await expect(page.getByTestId("export-progress")).toContainText("1 row");
  await expectAccessible(page);
});
