import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { kycCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";

// Codes read as words (issue 25): a payment status, a merchant category, a country, the debit
// form's code and the card transactions' Type filter.

const rows = (page: Page) => page.getByTestId("transaction-row");
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

/** A KYC customer (German) with two IBAN accounts, the first with €200, and an active virtual card. */
async function customerWithCard(page: Page) {
  const api = await sandboxApi(page.request);
  const lastName = `Words${letters(6)}`;
  const created = await api.call(
    "POST",
    "/customers",
    kycCustomer({
      last_name: lastName,
      accounts: [
        { currency: "EUR", assign_account_identifier: true },
        { currency: "EUR", assign_account_identifier: true },
      ],
      cards: [{ ...physicalCardItem, card_type: "Virtual" }],
    }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const accountId = created.body.accounts[0].account_id as string;
  const other = created.body.accounts[1] as { account_id: string; account_identifier: string };
  const cardId = created.body.cards[0].card_id as string;
  const credit = await api.call("POST", `/accounts/${accountId}/credit`, {
    amount: 200,
    transaction_code: "AccountLoad",
  });
  expect(credit.status).toBe(201);
  return { api, customerId, lastName, accountId, other, cardId };
}

test("a settled transfer reads settled, an MCC its name, a country its name, and a debit starts at a debit's code", async ({
  page,
}) => {
  const { api, customerId, lastName, accountId, other, cardId } = await customerWithCard(page);
  const moved = await api.call("POST", `/accounts/${accountId}/transfer/${other.account_id}`, {
    amount: 5,
  });
  expect(moved.status).toBe(201);
  const sent = await api.call("POST", `/accounts/${accountId}/outgoing-credit-transfer`, {
    amount: 10.5,
    end_to_end_id: `W${letters(10).toUpperCase()}`,
    creditor: {
      name: "Acme SARL",
      iban: "DE89370400440532013000",
      bank_country: "DE",
      address: {
        street_name: "Rue de Rivoli",
        building_number: "1",
        city: "Paris",
        postal_code: "75001",
        country: "FR",
      },
    },
  });
  expect(sent.status).toBe(201);
  const settled = await api.call(
    "POST",
    `/simulate/outgoing-credit-transfers/${sent.body.transaction_id}`,
    { payment_status: "ACSC" },
  );
  expect(settled.status).toBe(200);
  const bought = await api.call("POST", `/simulate/cards/${cardId}/authorization`, {
    amount: 29.99,
    merchant_category_code: "5732",
    merchant_id: "ELEKTRO-ONLINE",
    terminal_id: "T-1",
    terminal_location: "DE",
  });
  expect(bought.status).toBe(201);

  await signInAs(page, "manager");

  // The customer's nationality by name, and the KYC level explained.
  await page.goto(`/customers/${customerId}`);
  await expect(page.getByText("Germany (DE)").first()).toBeVisible();
  await expect(page.getByText(/KYC — Full due diligence/).first()).toBeVisible();
  await expectAccessible(page);

  // The settled SEPA payment says "settled" beside its code.
  await page.goto(`/customers/${customerId}/accounts/${accountId}/transactions`);
  const payment = rows(page).filter({ hasText: "SEPA outgoing payment" });
  await expect(payment).toContainText("ACSC — settled");
  // The transfer to the customer's other account is a transfer, naming that account; only the
  // credit typed as AccountLoad reads "Account load".
  const transfer = rows(page).filter({ hasText: "Transfer out" });
  await expect(transfer).toContainText(other.account_identifier);
  await expect(rows(page).filter({ hasText: "Account load" })).toHaveCount(1);
  await transfer.getByRole("button", { name: /^Details/ }).click();
  await expect(page.getByRole("dialog", { name: "Transaction details" })).toContainText(
    `Transfer to Jane ${lastName}, ${other.account_identifier}`,
  );
  await page
    .getByRole("dialog", { name: "Transaction details" })
    .getByRole("button", { name: "Close" })
    .click();
  await expectAccessible(page);
  await shoot(page, "words-account-transactions");

  // The card purchase names its merchant category.
  await page.goto(`/cards/${cardId}/transactions`);
  await expect(rows(page).first()).toContainText("MCC 5732 Electronics stores at ELEKTRO-ONLINE");

  // The debit form starts at the spec's one code that says money leaves, and says what it means.
  await page.goto(`/customers/${customerId}/accounts/${accountId}`);
  await page.getByRole("tab", { name: "Debit" }).click();
  const code = page.getByLabel("Transaction code");
  await expect(code).toHaveValue("SepaOutgoingPayment");
  await expect(code.locator("option:checked")).toHaveText(
    "SEPA outgoing payment — SEPA payment sent to another bank",
  );
  await expectAccessible(page);
});

test("the card transactions' Type filter keeps card purchases and declined authorizations", async ({
  page,
}) => {
  const { api, cardId } = await customerWithCard(page);
  const authorize = (amount: number, merchant: string) =>
    api.call("POST", `/simulate/cards/${cardId}/authorization`, {
      amount,
      merchant_category_code: "5411",
      merchant_id: merchant,
      terminal_id: "T-1",
      terminal_location: "DE",
    });
  expect((await authorize(12.5, "GROCER")).status).toBe(201);
  // More than the account holds: declined (51), no money moved.
  expect((await authorize(900, "JEWELLER")).status).toBe(201);

  await signInAs(page, "support", `/cards/${cardId}/transactions`);
  await expect(rows(page)).toHaveCount(2);

  const filters = page.getByRole("search", { name: "Filter transactions" });
  await filters.getByLabel("Type").selectOption({ label: "Declined authorization" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("51 Declined");

  await filters.getByLabel("Type").selectOption({ label: "Card purchase" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/type=CardPurchase/);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText("Card purchase");
  await expectAccessible(page);
  await shoot(page, "words-card-purchases");
});
