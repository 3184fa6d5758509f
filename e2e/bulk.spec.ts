import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { anonymousCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";

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
