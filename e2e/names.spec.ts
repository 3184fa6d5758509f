import { expect, test } from "./fixtures";
import { anonymousCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import { awaitEventRow, expectAccessible, signInAs } from "./support";

// Issue 25: pages name what they reference (a customer by name, a card by its last four and
// holder), each a link with its id one click away behind a copy button, never a bare UUID.

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

test("events and the audit log name the customer and the card, the ids behind copy buttons", async ({
  page,
  request,
}) => {
  const api = await sandboxApi(request);
  const lastName = `Demo${letters(6)}`;
  const created = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({
      last_name: lastName,
      cards: [{ ...physicalCardItem, card_type: "Virtual" }],
    }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const cardId = created.body.cards[0].card_id as string;
  const name = `Jane ${lastName}`;
  expect(
    (
      await api.call("POST", `/simulate/customers/${customerId}/verification`, {
        status: "Approved",
      })
    ).status,
  ).toBe(202);

  await signInAs(page, "admin", `/events?customer=${customerId}`);
  const row = await awaitEventRow(page);
  await expect(row).toContainText("Verification: approved");
  await expect(row.getByRole("link", { name })).toHaveAttribute("href", `/customers/${customerId}`);
  // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, not hidden text
  expect(await row.innerText()).not.toContain(customerId);
  await expectAccessible(page);

  await row.getByRole("link", { name: /^Open event/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verification: approved");
  await expect(page.getByRole("region", { name: "What it reports" })).toContainText(name);
  const copy = page.getByRole("button", { name: "Copy id of the customer" });
  await expect(copy).toHaveAttribute("data-copy-id", customerId);
  // From the keyboard, the id reaches the clipboard and a screen reader hears it did.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await copy.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "The customer's id is copied" }),
  ).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(customerId);
  await expectAccessible(page);

  // A card blocked in the console: its audit entry names the card and its holder.
  await page.goto(`/cards/${cardId}`);
  await page.getByRole("button", { name: "Block card…" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Reason").selectOption("Suspected fraud");
  await dialog.getByRole("button", { name: "Yes, block card" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/audit");
  const entry = page.getByRole("row").filter({ hasText: "Card blocked" }).first();
  await expect(entry).toContainText("••••");
  await expect(entry).toContainText(name);
  await expect(entry.getByRole("button", { name: "Copy id of the card" })).toHaveAttribute(
    "data-copy-id",
    cardId,
  );
  // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, not hidden text
  expect(await entry.innerText()).not.toContain(cardId);
  await expectAccessible(page);
});
