import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { anonymousCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signIn, signInAs } from "./support";
import { uniqueDocument, uniqueName } from "./wizard";

const virtualCard = { ...physicalCardItem, card_type: "Virtual" };

test("support blocks 3 cards from a file: a bad row is explained and left out, the rest run once", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await sandboxApi(request);
  const created = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({ cards: [virtualCard, virtualCard, virtualCard] }),
  );
  expect(created.status).toBe(201);
  const cards = (created.body.cards as { card_id: string }[]).map((card) => card.card_id);

  await signInAs(page, "support");
  await page.getByRole("link", { name: "Bulk work" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bulk work");

  // The template: a header, an example, and a note per column.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Template: Card actions/ }).click();
  const template = await readFile((await (await downloading).path()) as string, "utf8");
  expect(template.replace("\uFEFF", "").split("\r\n")[0]).toBe(
    "card_id,customer_id,last_four,action,reason",
  );
  expect(template).toContain("# action: block");

  // Without a file, the form says so on the field; nothing is checked.
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("Choose the CSV file to check")).toBeVisible();
  await expectAccessible(page);

  // Two cards named by id, the third by its customer and last four digits.
  const third = (await api.call("GET", `/cards/${cards[2]}`)).body;
  const file = [
    "card_id;customer_id;last_four;action;reason",
    ...cards.slice(0, 2).map((id) => `${id};;;block;"Breach; all cards of the list"`),
    `;${third.customer_id};${third.last_four};block;"Breach; all cards of the list"`,
    "not-a-card;;;block;Breach",
  ].join("\r\n");
  await page.getByLabel("CSV file").setInputFiles({
    name: "breach.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${file}\r\n`),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page).toHaveURL(/\/bulk\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("breach.csv");
  await expect(page.getByText("4 rows: 3 valid, 1 invalid. Nothing has been sent.")).toBeVisible();
  const rows = page.getByRole("table", { name: "The file's rows, in order" });
  await expect(rows.getByRole("row").filter({ hasText: "not-a-card" })).toContainText(
    "No card has this id.",
  );
  await expectAccessible(page);
  await shoot(page, "bulk-dry-run");

  // A reload keeps the check; nothing was sent.
  await page.reload();
  await expect(page.getByText("4 rows: 3 valid, 1 invalid.")).toBeVisible();
  for (const id of cards) expect((await api.call("GET", `/cards/${id}`)).body.status).toBe("00");

  // Run, confirmed first: the bad row is said to be left out.
  await page.getByRole("button", { name: "Run 3 rows…" }).click();
  const dialog = page.getByRole("dialog", { name: "Run this batch?" });
  await expect(dialog).toContainText("The 1 invalid row is left out");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Run 3 rows" }).click();
  await expect(page.getByText("finished", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "3 done, 0 refused" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "bulk-finished");
  for (const id of cards) expect((await api.call("GET", `/cards/${id}`)).body.status).toBe("05");

  // Each row links to its card; the results download holds every row and its outcome.
  await expect(rows.getByRole("link", { name: "Card" })).toHaveCount(3);
  const results = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the results (CSV)" }).click();
  const text = (await readFile((await (await results).path()) as string, "utf8")).replace(
    "\uFEFF",
    "",
  );
  const lines = text.trimEnd().split("\n");
  expect(lines[0]).toBe("row,card_id,customer_id,last_four,action,reason,outcome,problem,result");
  expect(lines.filter((line) => line.includes(",done,"))).toHaveLength(3);
  expect(text).toContain("not-a-card,,,block,Breach,invalid,card_id: No card has this id.");

  // The list of batches shows it, finished.
  await page.getByRole("link", { name: "Bulk work" }).click();
  await expect(page.getByRole("row").filter({ hasText: "breach.csv" }).first()).toContainText(
    "finished",
  );
});

/** A file chosen in the upload form, as a spreadsheet saves it: UTF-8 with a BOM, CRLF. */
async function checkFile(page: Page, kind: string, name: string, lines: string[]) {
  await page.goto("/bulk");
  await page.getByLabel("What the file does").selectOption({ label: kind });
  await page.getByLabel("CSV file").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

test("a manager onboards 3 people from the template's columns, the invalid fourth left out, and opens them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, "manager", "/bulk");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Template: Onboard customers/ }).click();
  const template = (await readFile((await (await downloading).path()) as string, "utf8"))
    .replace("\uFEFF", "")
    .split("\r\n");
  const header = template[0]!.split(",");
  const example = template[1]!.split(",");
  expect(header.slice(0, 4)).toEqual(["first_name", "last_name", "nationality", "kyc_level"]);
  expect(template.some((line) => line.startsWith("# kyc_level:"))).toBe(true);

  // Three people as the template's example, each their own; the fourth's e-mail is not one.
  const lastName = uniqueName("Bulk");
  const person = (first: string, changes: Record<string, string> = {}) => {
    const cells: Record<string, string> = Object.fromEntries(
      header.map((h, i) => [h, example[i] ?? ""]),
    );
    Object.assign(cells, {
      first_name: first,
      last_name: lastName,
      email: `${first.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
      identification_value: uniqueDocument(),
      ...changes,
    });
    return header.map((h) => cells[h]).join(",");
  };
  await checkFile(page, "Onboard customers, with their accounts and cards", "people.csv", [
    header.join(","),
    person("Ann"),
    person("Ben"),
    person("Cid", { email: "not an e-mail" }),
    person("Dee"),
  ]);
  await expect(page.getByText("4 rows: 3 valid, 1 invalid.")).toBeVisible();
  const rows = page.getByRole("table", { name: "The file's rows, in order" });
  const invalid = rows.getByRole("row").filter({ hasText: "Cid" });
  await expect(invalid).toContainText("invalid: not sent");
  await expect(invalid.getByText("Not an email address")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "bulk-onboarding-check");

  await page.getByRole("button", { name: "Run 3 rows…" }).click();
  const dialog = page.getByRole("dialog", { name: "Run this batch?" });
  await expect(dialog).toContainText("The 1 invalid row is left out");
  await dialog.getByRole("button", { name: "Run 3 rows" }).click();
  await expect(page.getByText("finished", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "3 done, 0 refused" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "bulk-onboarding-finished");

  // Each created customer opens from its row.
  await expect(rows.getByRole("link", { name: "Customer" })).toHaveCount(3);
  await rows
    .getByRole("row")
    .filter({ hasText: "Ben" })
    .getByRole("link", { name: "Customer" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ben ${lastName}`);
  await expectAccessible(page);
});

test("a money batch over the policy waits for manager2, who sees its total, and then runs once", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await sandboxApi(request);
  const lastName = uniqueName("Payroll");
  const created = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({
      first_name: "Pat",
      last_name: lastName,
      accounts: [{ currency: "EUR", assign_account_identifier: true }],
    }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const account = created.body.accounts[0] as { account_id: string; account_identifier: string };

  await signInAs(page, "manager");
  // The console learns of the account when its customer is opened.
  await page.goto(`/customers/${customerId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pat ${lastName}`);

  // €1,200.00 in all: above the demo's €1,000.00 for a money batch.
  await checkFile(page, "Money: credit or debit accounts", "payroll.csv", [
    "account_id,iban,owner_id,movement,amount,currency,transaction_code,description",
    `,${account.account_identifier},,credit,700,EUR,AccountLoad,November pay`,
    `${account.account_id},,,credit,500,EUR,AccountLoad,November bonus`,
    `${account.account_id},,,credit,500,EUR,AccountLoad,November bonus`,
  ]);
  await expect(page.getByText("3 rows: 2 valid, 1 invalid.")).toBeVisible();
  await expect(page.getByText("The valid rows move €1,200.00 in all.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "November bonus" }).last()).toContainText(
    "Row 3 already has this.",
  );
  await page.getByRole("button", { name: "Run 2 rows…" }).click();
  await page
    .getByRole("dialog", { name: "Run this batch?" })
    .getByRole("button", { name: "Run 2 rows" })
    .click();
  // Held: the page says so in place of the controls, which a reload keeps.
  const waiting = page
    .getByRole("status")
    .filter({ hasText: "Waiting for approval by a second person" });
  await expect(waiting).toBeVisible();
  const batchUrl = page.url();
  await page.reload();
  await expect(waiting).toBeVisible();
  await expect(page.getByRole("button", { name: "Run 2 rows…" })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "bulk-money-waiting");

  // manager2 sees the batch's summary and total, then approves it.
  const context = await browser.newContext();
  const checker = await context.newPage();
  await signIn(checker, "manager2@example.com");
  await expect(checker.getByTestId("current-role")).toBeVisible();
  await checker.goto("/approvals");
  await checker
    .getByRole("region", { name: "Waiting for your decision" })
    .getByRole("link", { name: "Bulk batch: money" })
    .first()
    .click();
  await expect(checker.getByText("payroll.csv")).toBeVisible();
  await expect(checker.getByText("€1,200.00")).toBeVisible();
  await expectAccessible(checker);
  await shoot(checker, "bulk-money-checker");
  await checker.getByRole("button", { name: "Approve and run" }).click();
  await expect(checker.getByText("Approved and done.").first()).toBeVisible();
  await context.close();

  await page.goto(batchUrl);
  await expect(page.getByText("finished", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Approved by manager2@example.com.")).toBeVisible();
  const after = await api.call("GET", `/customers/${customerId}`);
  expect(after.body.accounts[0].balance).toBe(1200);
  await page.goto("/bulk");
  await expect(page.getByRole("row").filter({ hasText: "payroll.csv" }).first()).toContainText(
    "manager2@example.com",
  );
});
