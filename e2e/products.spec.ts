import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { anonymousCustomer, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";
import {
  fillAddress,
  fillIdentification,
  fillIdentity,
  next,
  openWizard,
  uniqueDocument,
  uniqueName,
} from "./wizard";

const home = {
  type: "Home",
  line_1: "1 Main Street",
  city: "Berlin",
  postal_code: "10115",
  country: "DE",
};

type Sandbox = Awaited<ReturnType<typeof sandboxApi>>;

/** Runs `during` with the programme's card limit at one, then puts the limits back. */
async function withOneCardAllowed(sandbox: Sandbox, during: () => Promise<void>) {
  expect(
    (await sandbox.call("PUT", "/simulate/limits", { max_cards_per_customer: 1 })).status,
  ).toBe(200);
  try {
    await during();
  } finally {
    expect((await sandbox.call("PUT", "/simulate/limits", {})).status).toBe(200);
  }
}

async function openCustomer(page: Page, customerId: string, name: string) {
  await page.goto(`/customers/${customerId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectAccessible(page);
}

test("a manager opens 2 accounts and issues 2 cards for an existing customer; the card not issued is retried later from the customer's page", async ({
  page,
  request,
}) => {
  const sandbox = await sandboxApi(request);
  const lastName = uniqueName("Doe");
  const created = await sandbox.call(
    "POST",
    "/customers",
    anonymousCustomer({ last_name: lastName, addresses: [home] }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const name = `Jane ${lastName}`;

  await signInAs(page, "manager");
  await openCustomer(page, customerId, name);

  // Two accounts, in one request: each is created and links to its page.
  await page.getByRole("link", { name: "Open accounts" }).click();
  await expect(page).toHaveURL(`/customers/${customerId}/accounts/new`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Open accounts for ${name}` }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Add account" }).click();
  await page.getByRole("group", { name: "Account 2" }).getByLabel("Currency").selectOption("GBP");
  await expectAccessible(page);
  await shoot(page, "products-open-accounts");
  await page.getByRole("button", { name: "Open 2 accounts" }).click();
  await expect(page.getByRole("heading", { name: "Every account is created" })).toBeVisible();
  const accounts = page.getByTestId("account-outcome");
  await expect(accounts).toHaveCount(2);
  for (const row of await accounts.all()) {
    await expect(row).toContainText("Created");
    await expect(row.getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`^/customers/${customerId}/accounts/[0-9a-f-]{36}$`),
    );
  }
  await expect(accounts.nth(1)).toContainText("GBP with IBAN");
  await expectAccessible(page);
  await shoot(page, "products-accounts-opened");

  // Two cards while the programme takes one more only: the second is not issued.
  await page.getByRole("link", { name: `Back to ${name}` }).click();
  await expect(page.getByTestId("account-row")).toHaveCount(2);
  await page.getByRole("link", { name: "Issue cards" }).click();
  await expect(page).toHaveURL(`/customers/${customerId}/cards/new`);
  const firstCard = page.getByRole("group", { name: "Card 1" });
  // Filled in from the customer's name and Home address, as in the wizard.
  await expect(firstCard.getByLabel("Emboss name")).toHaveValue(`JANE ${lastName.toUpperCase()}`);
  await expect(firstCard.getByLabel("City")).toHaveValue("Berlin");
  await page.getByRole("button", { name: "Add card" }).click();
  const secondCard = page.getByRole("group", { name: "Card 2" });
  await secondCard.getByLabel("Emboss name").fill("JANE SPARE");
  await secondCard.getByLabel("Card type").selectOption("Virtual");
  await expectAccessible(page);
  await shoot(page, "products-issue-cards");

  await withOneCardAllowed(sandbox, async () => {
    await page.getByRole("button", { name: "Issue 2 cards" }).click();
    await expect(page.getByRole("heading", { name: "1 card of 2 not created" })).toBeVisible();
    const cards = page.getByTestId("card-outcome");
    await expect(cards.nth(0)).toContainText("Created");
    await expect(cards.nth(0).getByRole("link", { name: /^•••• \d{4}$/ })).toBeVisible();
    await expect(cards.nth(1)).toContainText("Not created");
    await expect(cards.nth(1)).toContainText("kept on the customer's page to retry later");
    await expectAccessible(page);
    await shoot(page, "products-cards-206");

    // Later, on the customer's page: the card not issued waits there.
    await page.getByRole("link", { name: `Back to ${name}` }).click();
    await expect(page.getByTestId("card-row")).toHaveCount(1);
    const pending = page.getByTestId("pending-product");
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText("JANE SPARE, Virtual");
    await expect(pending).toContainText("did not say why");
    await expectAccessible(page);
    await shoot(page, "products-not-yet-created");

    // Retried while the limit still holds: refused, with the reason, and still kept.
    await pending.getByRole("button", { name: /^Retry/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Card not created." })).toContainText(
      "maximum number of cards",
    );
    await expect(pending).toContainText("maximum number of cards");
  });

  await page
    .getByTestId("pending-product")
    .getByRole("button", { name: /^Retry/ })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Card created" })).toContainText(
    /Card created: •••• \d{4}\./,
  );
  await expect(page.getByTestId("pending-product")).toHaveCount(0);
  await expect(page.getByTestId("card-row")).toHaveCount(2);
  await expectAccessible(page);
  await shoot(page, "products-retried");
});

test("an onboarding 206 leaves the card not created on the customer's page, where it can be discarded", async ({
  page,
  request,
}) => {
  const sandbox = await sandboxApi(request);
  const lastName = uniqueName("Roe");
  await signInAs(page, "manager");
  await openWizard(page);
  await fillIdentity(page, { level: "KYB", firstName: "Rita", lastName });
  await next(page, "KYC data");
  await fillIdentification(page, 1, uniqueDocument());
  await next(page, "Addresses and phones");
  await page.getByRole("button", { name: "Add address" }).click();
  await fillAddress(page, 1);
  await next(page, "Accounts and cards");
  await page.getByRole("button", { name: "Add card" }).click();
  await page.getByRole("button", { name: "Add card" }).click();
  await page.getByRole("group", { name: "Card 2" }).getByLabel("Emboss name").fill("RITA TWO");
  await next(page, "Review");

  await withOneCardAllowed(sandbox, async () => {
    await page.getByRole("button", { name: "Create customer" }).click();
    await expect(
      page.getByRole("heading", {
        name: `Rita ${lastName} is created, but not all accounts and cards are`,
      }),
    ).toBeVisible();
  });
  await expectAccessible(page);
  await page.getByRole("link", { name: `Open Rita ${lastName}'s page` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Rita ${lastName}` })).toBeVisible();
  const pending = page.getByTestId("pending-product");
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText("RITA TWO");
  await expectAccessible(page);

  // Discarding asks first; keeping it changes nothing.
  await pending.getByRole("button", { name: /^Discard/ }).click();
  const confirm = page.getByRole("group", { name: /^Discard the card/ });
  await expect(confirm).toContainText("It will not be created.");
  await expectAccessible(page);
  await expect(confirm.getByRole("button", { name: "Keep" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(pending).toHaveCount(1);
  await expect(pending.getByRole("button", { name: /^Discard/ })).toBeFocused();
  await pending.getByRole("button", { name: /^Discard/ }).click();
  await page
    .getByRole("group", { name: /^Discard the card/ })
    .getByRole("button", { name: "Discard" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "discarded" })).toHaveText(
    "Card discarded: it will not be created.",
  );
  await expect(page.getByTestId("pending-product")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Not yet created" })).toHaveCount(0);
  await expect(page.getByTestId("card-row")).toHaveCount(1);
});

test("a held customer's pages say so, and what the provider would refuse is disabled with the reason", async ({
  page,
  request,
  browser,
}) => {
  const sandbox = await sandboxApi(request);
  const lastName = uniqueName("Hold");
  const name = `Jane ${lastName}`;
  const created = await sandbox.call(
    "POST",
    "/customers",
    anonymousCustomer({
      last_name: lastName,
      addresses: [home],
      identifications: [{ type: "Passport", value: `AMLHOLD${uniqueDocument()}`.slice(0, 20) }],
    }),
  );
  expect(created.status).toBe(201);
  expect(created.body.status).toBe("OnHold");
  const customerId = created.body.customer_id as string;
  // An account and a card from before the hold: cleared, given them, held again.
  const aml = (status: string) =>
    sandbox.call("POST", `/simulate/customers/${customerId}/aml`, { status });
  await aml("Active");
  const opened = await sandbox.call("POST", `/customers/${customerId}/accounts`, [
    { currency: "EUR", assign_account_identifier: true },
  ]);
  const accountId = opened.body.accounts[0].account_id as string;
  const issued = await sandbox.call("POST", `/customers/${customerId}/cards`, [
    { emboss_name: "JANE HOLD", carrier_delivery_address: home },
  ]);
  const cardId = issued.body.cards[0].card_id as string;
  await aml("OnHold");
  expect(
    (
      await sandbox.call("POST", `/simulate/customers/${customerId}/verification`, {
        status: "DocumentExpired",
      })
    ).status,
  ).toBe(202);

  await signInAs(page, "manager");
  const banner = page.getByRole("region", { name: `${name}: On hold after the AML check` });
  // The verification arrives by webhook, shortly.
  await expect(async () => {
    await page.goto(`/customers/${customerId}`);
    await expect(banner).toContainText("Verification: Document expired", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(banner).toContainText("Provider code 4224005");
  const reason = "Not possible while the customer is on hold after the AML check";
  for (const action of ["Open accounts", "Issue cards"]) {
    const button = page.getByRole("button", { name: action });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(new RegExp(reason));
  }
  await expect(page.getByRole("link", { name: "Edit phones" })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "held-customer");

  await page.getByTestId("account-row").getByRole("link").click();
  await expect(page).toHaveURL(`/customers/${customerId}/accounts/${accountId}`);
  await expect(banner).toBeVisible();
  const moveMoney = page.getByRole("region", { name: "Move money" });
  for (const tab of ["Credit", "Debit", "Transfer to own account", "SEPA transfer"]) {
    const button = moveMoney.getByRole("button", { name: tab });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(new RegExp(reason));
  }
  await expect(moveMoney.getByLabel("Amount")).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "held-customer-account");

  // The forms themselves say so too, if reached by their address.
  await page.goto(`/customers/${customerId}/accounts/new`);
  await expect(banner).toBeVisible();
  await expect(page.getByRole("button", { name: "Open 1 account" })).toBeDisabled();
  await expectAccessible(page);

  // Replacing a card is the support agent's: it is not offered, with the reason.
  const support = await (await browser.newContext()).newPage();
  await signInAs(support, "support", `/cards/${cardId}`);
  await expect(
    support.getByRole("region", { name: `${name}: On hold after the AML check` }),
  ).toBeVisible();
  const actions = support.getByRole("region", { name: "Card actions" });
  await expect(actions).toContainText(`Replace card: ${reason}`);
  await expect(actions.getByRole("button", { name: /^Replace/ })).toHaveCount(0);
  await expectAccessible(support);
  await shoot(support, "held-customer-card");
});

test("a manager opens accounts for a corporate and sees each one created", async ({
  page,
  request,
}) => {
  const sandbox = await sandboxApi(request);
  const corporate = await sandbox.call("POST", "/corporates", {
    name: `Acme ${uniqueName("Ltd")}`,
    tax_residency: "IE",
    address: { line_1: "1 Company Road", city: "Dublin", postal_code: "D02 X285", country: "IE" },
  });
  expect(corporate.status).toBe(201);
  const corporateId = corporate.body.corporate_id as string;
  const corporateName = corporate.body.name as string;

  await signInAs(page, "manager", `/corporates/${corporateId}`);
  await expect(page.getByRole("heading", { level: 1, name: corporateName })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Open accounts" }).click();
  await expect(page).toHaveURL(`/corporates/${corporateId}/accounts/new`);
  await page.getByRole("button", { name: "Add account" }).click();
  const second = page.getByRole("group", { name: "Account 2" });
  await second.getByLabel("Currency").selectOption("USD");
  await second.getByLabel("Assign an account identifier (IBAN)").uncheck();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Open 2 accounts" }).click();
  await expect(page.getByRole("heading", { name: "Every account is created" })).toBeVisible();
  const accounts = page.getByTestId("account-outcome");
  await expect(accounts).toHaveCount(2);
  await expect(accounts.nth(0)).toContainText("EUR with IBAN");
  await expect(accounts.nth(1)).toContainText("USD");
  await expect(accounts.nth(1).getByRole("link")).toHaveAttribute(
    "href",
    new RegExp(`^/corporates/${corporateId}/accounts/[0-9a-f-]{36}/transactions$`),
  );
  await expectAccessible(page);
  await shoot(page, "corporate-accounts-opened");
  await page.getByRole("link", { name: `Back to ${corporateName}` }).click();
  await expect(page.getByTestId("corporate-account-row")).toHaveCount(2);
});

test("a support agent is offered neither the products forms nor the items not yet created", async ({
  page,
  request,
}) => {
  const sandbox = await sandboxApi(request);
  const lastName = uniqueName("Sup");
  const created = await sandbox.call(
    "POST",
    "/customers",
    anonymousCustomer({ last_name: lastName }),
  );
  const customerId = created.body.customer_id as string;
  await signInAs(page, "support");
  await openCustomer(page, customerId, `Jane ${lastName}`);
  await expect(page.getByRole("link", { name: "Open accounts" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Issue cards" })).toHaveCount(0);
  const response = await page.goto(`/customers/${customerId}/accounts/new`);
  expect(response?.status()).toBe(403);
});
