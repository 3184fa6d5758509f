import type { APIRequestContext, Page } from "@playwright/test";
import { scriptsOf } from "../bench/lib/js-size";
import { expect, test } from "./fixtures";
import { anonymousCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";

const rows = (page: Page) => page.getByTestId("transaction-row");
const range = (page: Page) => page.getByTestId("transactions-range");
const drawer = (page: Page) => page.getByRole("dialog", { name: "Transaction details" });

/**
 * Counts the fewest transaction rows the page ever shows from now on, so a test can prove that
 * moving between pages never left the table empty, even for one frame.
 */
async function watchFewestRows(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { fewestRows: number };
    const count = () => document.querySelectorAll('[data-testid="transaction-row"]').length;
    state.fewestRows = count();
    new MutationObserver(() => {
      state.fewestRows = Math.min(state.fewestRows, count());
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { fewestRows: number }).fewestRows);
}

/** A new Anonymous customer with one EUR account and the given cards, made through the sandbox. */
async function newCustomer(request: APIRequestContext, cards: unknown[] = []) {
  const api = await sandboxApi(request);
  const created = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({ accounts: [{ currency: "EUR", assign_account_identifier: true }], cards }),
  );
  expect(created.status).toBe(201);
  return {
    api,
    customerId: created.body.customer_id as string,
    accountId: created.body.accounts[0].account_id as string,
    cardId: created.body.cards[0]?.card_id as string,
  };
}

test("a manager pages through 55 account transactions: 50, then the rest, and back", async ({
  page,
  request,
}) => {
  const { api, customerId, accountId } = await newCustomer(request);
  // One request per credit: each carries its own X-Unique-Id (sandboxApi makes a fresh one).
  for (let i = 1; i <= 55; i++) {
    const credit = await api.call("POST", `/accounts/${accountId}/credit`, {
      amount: i,
      currency: "EUR",
      transaction_code: "AccountLoad",
      description: `Load ${i}`,
    });
    expect(credit.status).toBe(201);
  }

  // Script errors (a hydration mismatch, say). Failed loads are left out: the customer page
  // prefetches editors that other parts of the console provide.
  const browserErrors: string[] = [];
  page.on("pageerror", (error) => browserErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      browserErrors.push(message.text());
  });
  const pageReads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(`/api/transactions/account/${accountId}?`)) pageReads.push(r.url());
  });
  await signInAs(page, "manager", `/customers/${customerId}`);
  await page.getByRole("link", { name: "All transactions" }).click();
  const listPath = `/customers/${customerId}/accounts/${accountId}/transactions`;
  await expect(page).toHaveURL(listPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account transactions");
  await expect(rows(page)).toHaveCount(50);
  await expect(rows(page).first()).toContainText("Load 55");
  await expect(range(page)).toContainText("1–50 of 55 transactions · page 1 of 2");
  await shoot(page, "account-transactions-page-1");

  // Page 1 came in the HTML; page 2 is read before anyone asks for it.
  await expect.poll(() => pageReads.some((url) => url.endsWith("page=2"))).toBe(true);
  const fewestRows = await watchFewestRows(page);

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(`${listPath}?page=2`);
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).last()).toContainText("Load 1");
  await expect(range(page)).toContainText("51–55 of 55 transactions · page 2 of 2");
  await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
  await shoot(page, "account-transactions-page-2");

  await page.goBack();
  await expect(page).toHaveURL(listPath);
  await expect(rows(page)).toHaveCount(50);
  await expect(range(page)).toContainText("1–50 of 55");
  await page.goForward();
  await expect(rows(page)).toHaveCount(5);
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(rows(page)).toHaveCount(50);
  expect(await fewestRows()).toBeGreaterThan(0);

  // The drawer: every field, the details-only ones included, and its place in the URL.
  await rows(page).first().click();
  await expect(drawer(page)).toBeVisible();
  await expect(page).toHaveURL(/[?&]transaction=[0-9a-f-]{36}$/);
  await expect(drawer(page).getByRole("status")).toHaveCount(0);
  // The labels are always there; no alert means the details read itself succeeded.
  await expect(drawer(page).getByRole("alert")).toHaveCount(0);
  await expect(drawer(page)).toContainText("posting_response_code");
  await expect(drawer(page)).toContainText("card_acceptor_id");
  await expect(drawer(page)).toContainText("+€55.00");
  await expect(drawer(page)).toContainText("Load 55");
  await shoot(page, "account-transaction-drawer", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(page).toHaveURL(listPath);

  // A link with the transaction opens its drawer straight away.
  const transactionId = (await api.call("GET", `/accounts/${accountId}/transactions?page_size=1`))
    .body.transactions[0].transaction_id as string;
  await page.goto(`${listPath}?page=1&transaction=${transactionId}`);
  await expect(drawer(page)).toContainText(transactionId);
  expect(browserErrors).toEqual([]);
});

test("the list is read and filtered before its view's code has come, and without it", async ({
  page,
  request,
}) => {
  const { api, customerId, accountId } = await newCustomer(request);
  for (const [amount, description] of [
    [5, "Small load"],
    [20, "Large load"],
  ] as const) {
    const credit = await api.call("POST", `/accounts/${accountId}/credit`, {
      amount,
      currency: "EUR",
      transaction_code: "AccountLoad",
      description,
    });
    expect(credit.status).toBe(201);
  }
  const listPath = `/customers/${customerId}/accounts/${accountId}/transactions`;
  const customerPath = `/customers/${customerId}`;
  await signInAs(page, "manager");

  // Every script the pages' HTML does not name comes later: the view's code among them. Here it
  // does not come at all, then it does.
  const first = new Set<string>();
  for (const path of [listPath, customerPath])
    for (const script of scriptsOf(await (await page.request.get(path)).text())) first.add(script);
  let later: "refused" | "served" = "refused";
  await page.route("**/_next/static/**/*.js", (route) =>
    first.has(new URL(route.request().url()).pathname) || later === "served"
      ? route.continue()
      : route.abort(),
  );
  const note = page.getByRole("status").filter({ hasText: "Part of this page did not load" });
  await page.goto(listPath);
  await expect(note).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(range(page)).toContainText("1–2 of 2 transactions");
  // The filters' form is a plain GET form: it still filters, by a full page load.
  await page.getByLabel("Minimum amount").fill("10");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]min=10(&|$)/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Large load");
  await expectAccessible(page);

  // Reached in the browser, the page has no server list to keep: it offers to reload instead.
  await page.goto(customerPath);
  await page.getByRole("link", { name: "All transactions" }).click();
  await expect(page).toHaveURL(listPath);
  await expect(note).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "account-transactions-code-missing", { fullPage: false });
  later = "served";
  await page.getByRole("button", { name: "Reload the page" }).click();
  await expect(rows(page)).toHaveCount(2);
  // A reload by the page itself, which the fixture's page.reload() does not see: the view is
  // ready once its mark is gone.
  await expect(page.locator("[data-awaits-code]")).toHaveCount(0);
  await rows(page)
    .first()
    .getByRole("button", { name: /^Details/ })
    .click();
  await expect(drawer(page)).toContainText("Large load");
  await expect(note).toHaveCount(0);
  await expectAccessible(page);
});

test("a hand-edited page number is explained, not a crash", async ({ page, request }) => {
  const { api, customerId, accountId } = await newCustomer(request);
  await api.call("POST", `/accounts/${accountId}/credit`, {
    amount: 5,
    transaction_code: "CashLoad",
  });
  const listPath = `/customers/${customerId}/accounts/${accountId}/transactions`;
  await signInAs(page, "manager");

  const badPages: [string, string][] = [
    ["abc", "is not a page number"],
    ["0", "pages start at 1"],
    ["-1", "pages start at 1"],
    ["99999999999999999999", "too large"],
  ];
  for (const [bad, message] of badPages) {
    await page.goto(`${listPath}?page=${bad}`);
    await expect(page.getByRole("main").getByRole("alert")).toContainText(message);
  }
  await shoot(page, "account-transactions-bad-page");
  await page.getByRole("link", { name: "Show the first page" }).click();
  await expect(rows(page)).toHaveCount(1);

  await page.goto(`${listPath}?page=9`);
  await expect(page.getByRole("heading", { name: "There is no page 9" })).toBeVisible();
  await expect(page.getByText("The 1 transactions fill 1 page.")).toBeVisible();
  await page.getByRole("link", { name: "Go to the last page" }).click();
  await expect(rows(page)).toHaveCount(1);

  // The browser's route handler refuses the same value, after checking the session.
  const api400 = await page.request.get(`/api/transactions/account/${accountId}?page=0`);
  expect(api400.status()).toBe(400);
  expect((await api400.json()).message).toMatch(/pages start at 1/);

  // A new account says so instead of showing an empty table.
  const empty = await api.call("POST", `/customers/${customerId}/accounts`, [{ currency: "GBP" }]);
  await page.goto(
    `/customers/${customerId}/accounts/${empty.body.accounts[0].account_id}/transactions`,
  );
  await expect(page.getByRole("heading", { name: "No transactions yet" })).toBeVisible();
});

test("support reads a card's approved and declined payments, with the card acceptor", async ({
  page,
  request,
}) => {
  // A virtual card starts at 00 Active, so it can pay at once.
  const { api, accountId, cardId } = await newCustomer(request, [
    { ...physicalCardItem, card_type: "Virtual" },
  ]);
  await api.call("POST", `/accounts/${accountId}/credit`, {
    amount: 100,
    transaction_code: "AccountLoad",
  });
  const authorize = (amount: number, merchant: string) =>
    api.call("POST", `/simulate/cards/${cardId}/authorization`, {
      amount,
      merchant_category_code: "5411",
      merchant_id: merchant,
      terminal_id: "T-77",
      terminal_location: "DE",
      card_acceptor_id: `${merchant}-ACQ`,
    });
  expect((await authorize(12.5, "GROCER")).status).toBe(201);
  expect((await authorize(7.2, "BAKERY")).status).toBe(201);
  expect((await authorize(500, "JEWELLER")).status).toBe(201);

  await signInAs(page, "support", `/cards/${cardId}`);
  await page.getByRole("link", { name: "All transactions" }).click();
  await expect(page).toHaveURL(`/cards/${cardId}/transactions`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Card transactions");
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first()).toContainText("51 Declined");
  await expect(rows(page).nth(1)).toContainText("00 Approved");
  await expect(range(page)).toContainText("1–3 of 3 transactions");
  await shoot(page, "card-transactions");

  await rows(page)
    .nth(2)
    .getByRole("button", { name: /^Details/ })
    .click();
  await expect(drawer(page)).toContainText("GROCER-ACQ");
  await expect(drawer(page)).toContainText("−€12.50");
  await shoot(page, "card-transaction-drawer", { fullPage: false });
  await drawer(page).getByRole("button", { name: "Close" }).click();
  await expect(drawer(page)).toBeHidden();

  // Compliance may read accounts, not cards: the route handler asks the same permission.
  await page.context().clearCookies();
  await signInAs(page, "compliance");
  expect((await page.request.get(`/api/transactions/card/${cardId}?page=1`)).status()).toBe(403);
  expect((await page.request.get(`/api/transactions/account/${accountId}?page=1`)).status()).toBe(
    200,
  );
});

test("a manager finds a corporate and reads its account's transactions", async ({
  page,
  request,
}) => {
  const api = await sandboxApi(request);
  const corporate = await api.call("POST", "/corporates", {
    name: "Acme Trading Ltd",
    registration_number: "IE-556677",
    tax_residency: "IE",
    address: { line_1: "1 Company Road", city: "Dublin", postal_code: "D02 X285", country: "IE" },
  });
  expect(corporate.status).toBe(201);
  const corporateId = corporate.body.corporate_id as string;
  const opened = await api.call("POST", `/corporates/${corporateId}/accounts`, [
    { currency: "EUR", assign_account_identifier: true },
  ]);
  const accountId = opened.body.accounts[0].account_id as string;
  for (const amount of [100, 250.5]) {
    const paid = await api.call("POST", `/simulate/accounts/${accountId}/incoming-payment`, {
      amount,
      debtor_name: "Max Mustermann",
      debtor_iban: "DE89370400440532013000",
    });
    expect(paid.status).toBe(201);
  }

  await signInAs(page, "manager");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Corporates" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Corporates");
  await page.getByLabel("Corporate id").fill("00000000-0000-4000-8000-000000000000");
  await page.getByRole("button", { name: "Open corporate" }).click();
  await expect(page.getByLabel("Corporate id")).toHaveAccessibleDescription(
    /No corporate has this id/,
  );
  await page.getByLabel("Corporate id").fill(corporateId);
  await page.getByRole("button", { name: "Open corporate" }).click();
  await expect(page).toHaveURL(`/corporates/${corporateId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acme Trading Ltd");
  await expect(page.getByTestId("corporate-account-row")).toContainText("€350.50");
  await shoot(page, "corporate");

  await page
    .getByTestId("corporate-account-row")
    .getByRole("link", { name: /^Transactions/ })
    .click();
  await expect(page).toHaveURL(`/corporates/${corporateId}/accounts/${accountId}/transactions`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Corporate account transactions",
  );
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText("SEPA incoming payment");
  await shoot(page, "corporate-account-transactions");
  await rows(page).first().click();
  // The debtor's IBAN is in the details only, read for the drawer.
  await expect(drawer(page)).toContainText("IBAN: DE89370400440532013000");
  await expect(drawer(page)).toContainText("posting_response_code");
  await shoot(page, "corporate-transaction-drawer", { fullPage: false });
});
