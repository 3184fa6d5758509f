import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { anonymousCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";

// The directory's lists as operators use them: filters in the URL, sortable columns, pages of
// 50, reload keeps everything, and a filter that cannot be used is explained beside its field.

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );
const day = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const filterForm = (page: Page, name: string) => page.getByRole("search", { name });

test("support filters the cards list by status Printing and opens a card", async ({ page }) => {
  const api = await sandboxApi(page.request);
  const created = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({ last_name: `Cardlist${letters(6)}`, cards: [physicalCardItem] }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const card = created.body.cards[0] as { card_id: string; last_four: string };
  for (const status of ["02", "03"]) {
    expect(
      (await api.call("POST", `/simulate/cards/${card.card_id}/status`, { status })).status,
    ).toBe(200);
  }

  await signInAs(page, "support");
  // Made through the sandbox API: the customer's page is the first read that records its card.
  await page.goto(`/customers/${customerId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cards" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cards" })).toBeVisible();
  await expectAccessible(page);
  const filters = filterForm(page, "Filter cards");
  await filters.getByLabel("Status").selectOption({ label: "03 Printing" });
  await filters.getByRole("button", { name: "Filter" }).click();
  // A plain GET form: empty fields come along, and mean "any".
  await expect(page).toHaveURL(/\/cards\?.*status=03(&|$)/);
  const rows = page.getByTestId("card-row");
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allTextContents()) expect(text).toContain("03 Printing");

  await filters.getByLabel("Last four").fill(card.last_four);
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`last_four=${card.last_four}&status=03`));
  // The list names the card; its id is behind the row's copy button.
  const row = rows.filter({ has: page.locator(`[data-copy-id="${card.card_id}"]`) });
  await expect(row).toContainText("03 Printing");
  await expect(row.getByRole("link", { name: /Cardlist/ })).toHaveAttribute(
    "href",
    `/customers/${customerId}`,
  );
  await expectAccessible(page);
  await shoot(page, "cards-list-printing");

  // A last four that is not four digits is said beside the field; nothing is listed.
  await page.goto("/cards?last_four=12a");
  await expect(
    filterForm(page, "Filter cards").getByLabel("Last four"),
  ).toHaveAccessibleDescription("Type the card's last four digits, like 4242");
  await expect(
    page.getByRole("heading", { name: "Fix the filters to see the list" }),
  ).toBeVisible();

  await page.goto(`/cards?status=03&last_four=${card.last_four}`);
  await row.getByRole("link", { name: new RegExp(card.last_four) }).click();
  await expect(page).toHaveURL(`/cards/${card.card_id}`);
  await expect(page.locator('[aria-current="step"]')).toContainText("03 Printing");
  await expectAccessible(page);
});

test("manager filters customers by status and created range, sorts, pages and reloads", async ({
  page,
}) => {
  const api = await sandboxApi(page.request);
  const surname = `Lister${letters(8)}`;
  // 51 customers: one more than a page.
  for (let batch = 0; batch < 51; batch += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, 51 - batch) }, async (_, i) => {
        // Names are letters: Annaa, Annab…
        const n = [Math.floor((batch + i) / 26), (batch + i) % 26]
          .map((k) => String.fromCharCode(97 + k))
          .join("");
        const made = await api.call(
          "POST",
          "/customers",
          anonymousCustomer({ first_name: `Ann${n}`, last_name: surname }),
        );
        expect(made.status).toBe(201);
      }),
    );
  }

  await signInAs(page, "manager");
  // Made through the sandbox API: the provider's own search (on the same page) records them.
  await page.goto("/customers");
  const lookup = filterForm(page, "Search customers");
  await lookup.getByLabel("Last name").fill(surname);
  await lookup.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1–50 of 51 customers")).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("51–51 of 51 customers")).toBeVisible();
  await page.getByRole("link", { name: "Back to the list" }).first().click();
  await expect(page).toHaveURL("/customers");
  await expectAccessible(page);

  const filters = filterForm(page, "Filter customers");
  await filters.getByLabel("Name", { exact: true }).fill(surname.toUpperCase());
  await filters.getByLabel("Status").selectOption({ label: "Active" });
  await filters.getByLabel("Created from").fill(day());
  await filters.getByLabel("Created to").fill(day());
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=Active/);
  await expect(page).toHaveURL(new RegExp(`created_from=${day()}&created_to=${day()}`));
  await expect(page.getByTestId("customer-row")).toHaveCount(50);
  await expect(page.getByText("1–50 of 51 customers")).toBeVisible();
  await expectAccessible(page);

  // Sorted by created, newest first: the header turns round on a second click.
  await page.getByRole("link", { name: "Created" }).click();
  await expect(page).toHaveURL(/sort=created/);
  await page.getByRole("link", { name: /^Created/ }).click();
  await expect(page).toHaveURL(/sort=created&dir=desc/);
  await expect(
    page.getByRole("columnheader", { name: /Created.*sorted descending/ }),
  ).toBeVisible();
  const firstOnPageOne = await page.getByTestId("customer-row").first().textContent();

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  const onlyOnPageTwo = await page.getByTestId("customer-row").textContent();
  expect(onlyOnPageTwo).not.toBe(firstOnPageOne);

  // Reload: the same page of the same filters and sort, the form showing them.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByTestId("customer-row")).toHaveText(onlyOnPageTwo ?? "");
  await expect(filters.getByLabel("Status")).toHaveValue("Active");
  await expect(filters.getByLabel("Created from")).toHaveValue(day());
  await expect(filters.getByLabel("Name", { exact: true })).toHaveValue(surname.toUpperCase());
  await expectAccessible(page);
  await shoot(page, "customers-list-filtered");

  // Another status: none of them.
  await page.goto(`/customers?name=${surname}&status=OnHold`);
  await expect(page.getByRole("heading", { name: "No customer matches" })).toBeVisible();

  // An impossible range: the message is beside "Created to", and nothing is listed.
  await filters.getByLabel("Created from").fill(day(1));
  await filters.getByLabel("Created to").fill(day());
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(filters.getByLabel("Created to")).toHaveAccessibleDescription(
    `The range ends before it starts: choose a “to” date on or after ${day(1)}.`,
  );
  await expect(
    page.getByRole("heading", { name: "Fix the filters to see the list" }),
  ).toBeVisible();
  await expect(page.getByTestId("customer-row")).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "customers-list-bad-range");

  // A date that is not a date, one letter of a name, an unknown status in a hand-edited URL.
  const response = await page.goto("/customers?created_from=2026-02-30&name=a&status=Sleeping");
  expect(response?.status()).toBe(200);
  await expect(filters.getByLabel("Created from")).toHaveAccessibleDescription(
    /“2026-02-30” is not a date/,
  );
  await expect(filters.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
    "Type at least 2 characters",
  );
  await expect(filters.getByLabel("Status")).toHaveAccessibleDescription(
    "Choose a status from the list: “Sleeping” is not one",
  );
  await expectAccessible(page);

  // A name too big to search: said on the field, and the list is not asked.
  await page.goto(`/customers?name=${"a+".repeat(7)}`);
  await expect(filters.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
    "Use at most 6 words: this has 7.",
  );
  await expect(
    page.getByRole("heading", { name: "Fix the filters to see the list" }),
  ).toBeVisible();
});

test("the accounts list shows each account with its owner, filtered by status", async ({
  page,
}) => {
  const api = await sandboxApi(page.request);
  const created = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({
      last_name: `Accounts${letters(6)}`,
      accounts: [{ currency: "EUR", assign_account_identifier: true }],
    }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const account = created.body.accounts[0] as { account_id: string; account_identifier: string };

  await signInAs(page, "support", `/customers/${customerId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Accounts" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  const filters = filterForm(page, "Filter accounts");
  await filters.getByLabel("IBAN or identifier").fill(account.account_identifier.toLowerCase());
  await filters.getByLabel("Status").selectOption({ label: "Active" });
  await filters.getByRole("button", { name: "Filter" }).click();
  const row = page.getByTestId("account-list-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: /Accounts/ })).toHaveAttribute(
    "href",
    `/customers/${customerId}`,
  );
  await expectAccessible(page);
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(`/customers/${customerId}/accounts/${account.account_id}`);

  await page.goto("/accounts?status=Frozen");
  await expect(
    filterForm(page, "Filter accounts").getByLabel("Status"),
  ).toHaveAccessibleDescription("Choose a status from the list: “Frozen” is not one");
});
