import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { kycCustomer, sandboxApi } from "./sandbox-api";
import { expectAccessible, fillSepaCreditor, shoot, signInAs } from "./support";

// Names take letters only; a random suffix keeps each run's customer and end_to_end_id new.
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

type Account = { account_id: string; account_identifier: string };

/** A KYC customer with two EUR accounts, both with an IBAN, straight through the sandbox. */
async function kycCustomerWithTwoAccounts(page: Page) {
  const api = await sandboxApi(page.request);
  const created = await api.call(
    "POST",
    "/customers",
    kycCustomer({
      last_name: `Money${letters(6)}`,
      accounts: [
        { currency: "EUR", assign_account_identifier: true },
        { currency: "EUR", assign_account_identifier: true },
      ],
    }),
  );
  expect(created.status).toBe(201);
  const [from, to] = created.body.accounts as [Account, Account];
  const customerId = created.body.customer_id as string;
  return {
    api,
    customerId,
    customerName: `${created.body.first_name} ${created.body.last_name}`,
    from,
    to,
    path: `/customers/${customerId}/accounts/${from.account_id}`,
  };
}

const balance = (page: Page) => page.getByTestId("balance");
const confirmation = (page: Page) => page.getByRole("alertdialog");
const outcome = (page: Page) => page.getByRole("status").filter({ hasText: "Transaction id" });

async function review(page: Page, tab: string, amount: string, button: string) {
  await page.getByRole("tab", { name: tab }).click();
  await page.getByLabel("Amount").fill(amount);
  await page.getByRole("button", { name: button }).click();
}

async function fillSepaTransfer(page: Page, endToEndId: string) {
  await page.getByRole("tab", { name: "SEPA transfer" }).click();
  await page.getByLabel("Amount").fill("10");
  await page.getByLabel("End-to-end id").fill(endToEndId);
  await page.getByLabel("Remittance information").fill("Invoice 42");
  await fillSepaCreditor(page, {
    name: "Acme SARL",
    iban: "DE89 3704 0044 0532 0130 00",
    bic: "bnpafrpp",
  });
  await page.getByRole("button", { name: "Review SEPA transfer…" }).click();
}

const soon = { timeout: 1_000 };

/**
 * The outgoing transfers list checks every 5 seconds while one awaits its final status, which
 * the provider's webhook brings a moment after the change: the page's clock is moved on a check at
 * a time until `seen` holds, as if the test had waited, but never past 20 s of the page's time
 * (a list that checked less often than it says would fail).
 */
async function untilPolled(page: Page, seen: () => Promise<void>) {
  let moved = 0;
  await expect(async () => {
    if (moved < 20_000) {
      await page.clock.fastForward(5_000);
      moved += 5_000;
    }
    await seen();
  }).toPass({ timeout: 20_000 });
}

test("a manager credits, debits, transfers and sends a SEPA transfer, and sees it settle", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The page's own timers, so the test can move its polls on instead of waiting them out.
  await page.clock.install();
  const { api, from, to, path, customerName } = await kycCustomerWithTwoAccounts(page);
  await signInAs(page, "manager", path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(from.account_identifier);
  await expect(balance(page)).toHaveText("€0.00");
  await expect(page.getByRole("link", { name: "All transactions" })).toHaveAttribute(
    "href",
    `${path}/transactions`,
  );
  await expectAccessible(page);

  // Credit: the confirmation names the amount and the account before anything is sent.
  await page.getByLabel("Transaction code").selectOption("CashLoad");
  await review(page, "Credit", "100.50", "Review credit…");
  await expect(confirmation(page)).toContainText("€100.50");
  await expect(confirmation(page)).toContainText(from.account_identifier);
  await expect(confirmation(page)).toContainText("Cash load");
  await shoot(page, "confirm-credit");
  await confirmation(page).getByRole("button", { name: "Credit €100.50" }).click();
  await expect(outcome(page)).toContainText("New balance€100.50");
  await expect(balance(page)).toHaveText("€100.50");
  const latest = page.getByRole("region", { name: "Latest transactions" });
  await expect(latest).toContainText("Cash load");
  await expect(latest).toContainText("+€100.50");

  await review(page, "Debit", "20.25", "Review debit…");
  await expect(confirmation(page)).toContainText("€20.25");
  await confirmation(page).getByRole("button", { name: "Debit €20.25" }).click();
  await expect(outcome(page)).toContainText("New balance€80.25");
  // Shown together: the moment "New balance" shows, the balance card says the same.
  expect(await balance(page).textContent()).toBe("€80.25");
  await expect(balance(page)).toHaveText("€80.25");
  // Money out reads as money out, not as another €20.25 in.
  await expect(latest).toContainText("−€20.25");

  // More than the balance: refused on the amount field before anything is sent. One cent over
  // is refused; all of it is allowed.
  const amountField = page.getByLabel("Amount");
  await review(page, "Debit", "80.26", "Review debit…");
  await expect(amountField).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#amount-error")).toHaveText(
    "More than the available balance of €80.25",
  );
  await expect(confirmation(page)).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "debit-over-balance");
  await amountField.fill("80.25");
  await page.getByRole("button", { name: "Review debit…" }).click();
  await expect(confirmation(page)).toContainText("€80.25");
  await confirmation(page).getByRole("button", { name: "Cancel" }).click();

  // The provider still refuses it: the money left behind the form's back, and its 4225064
  // lands on the amount field too. Nothing moves.
  await amountField.fill("50");
  await page.getByRole("button", { name: "Review debit…" }).click();
  const elsewhere = await api.call("POST", `/accounts/${from.account_id}/debit`, {
    amount: 40,
    transaction_code: "AccountLoad",
  });
  expect(elsewhere.status).toBe(201);
  await confirmation(page).getByRole("button", { name: "Debit €50.00" }).click();
  await expect(amountField).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#amount-error")).toContainText(
    "the provider found too little money in the account",
  );
  await expect(balance(page)).toHaveText("€40.25");
  const back = await api.call("POST", `/accounts/${from.account_id}/credit`, {
    amount: 40,
    transaction_code: "AccountLoad",
  });
  expect(back.status).toBe(201);
  await page.reload();
  await expect(balance(page)).toHaveText("€80.25");

  // Transfer to the customer's other account: both legs' ids.
  await page.getByRole("tab", { name: "Transfer to own account" }).click();
  await page.getByLabel("To account").selectOption(to.account_id);
  await page.getByLabel("Amount").fill("30");
  await page.getByRole("button", { name: "Review transfer…" }).click();
  await expect(confirmation(page)).toContainText("€30.00");
  await expect(confirmation(page)).toContainText(to.account_identifier);
  await expect(confirmation(page)).toContainText(customerName);
  await shoot(page, "confirm-transfer");
  await confirmation(page).getByRole("button", { name: "Transfer €30.00" }).click();
  const legs = outcome(page);
  // The other account is named by its IBAN and its holder, never by its internal id.
  await expect(legs).toContainText(`To account${to.account_identifier}, ${customerName}`);
  await expect(legs).not.toContainText(to.account_id);
  // One description on both legs, naming both accounts, with the movement's reference.
  await expect(latest).toContainText(
    `Transfer from ${from.account_identifier} to ${to.account_identifier} (ref `,
  );
  await expect(legs).toContainText("Debit transaction id");
  await expect(legs).toContainText("Credit transaction id");
  await expect(legs).toContainText("New balance of the other account€30.00");
  const [debitId, creditId] = await legs.locator("code").allTextContents();
  const fromList = await api.call("GET", `/accounts/${from.account_id}/transactions`);
  const toList = await api.call("GET", `/accounts/${to.account_id}/transactions`);
  expect(
    fromList.body.transactions.map((t: { transaction_id: string }) => t.transaction_id),
  ).toContain(debitId);
  expect(
    toList.body.transactions.map((t: { transaction_id: string }) => t.transaction_id),
  ).toContain(creditId);
  await expect(balance(page)).toHaveText("€50.25");

  // Outgoing SEPA credit transfer, then settled by the sandbox; the timeline gains ACSC.
  const endToEndId = `E2E${letters(8).toUpperCase()}`;
  await fillSepaTransfer(page, endToEndId);
  await expect(confirmation(page)).toContainText("€10.00");
  await expect(confirmation(page)).toContainText("Acme SARL");
  await expect(confirmation(page)).toContainText("DE89 3704 0044 0532 0130 00");
  // Every field that will be sent, each under its label.
  for (const [label, value] of [
    ["Amount", "€10.00"],
    ["Currency", "EUR"],
    ["Creditor name", "Acme SARL"],
    ["Creditor IBAN", "DE89 3704 0044 0532 0130 00"],
    ["Creditor BIC", "BNPAFRPP"],
    ["Creditor bank country", "FR"],
    ["Creditor street name", "Rue de Rivoli"],
    ["Creditor building number", "12"],
    ["Creditor postal code", "75001"],
    ["Creditor city", "Paris"],
    ["Creditor country", "FR"],
    ["End-to-end id", endToEndId],
    ["Remittance information", "Invoice 42"],
  ])
    await expect(confirmation(page)).toContainText(`${label}${value}`);
  await expectAccessible(page);
  await shoot(page, "confirm-sepa");
  await confirmation(page).getByRole("button", { name: "Send €10.00" }).click();
  await expect(outcome(page)).toContainText("Sent €10.00 to Acme SARL");
  const transactionId = (await outcome(page).locator("code").textContent()) ?? "";
  await expect(balance(page)).toHaveText("€40.25");

  const transfer = page.getByTestId("outgoing-transfer").filter({ hasText: endToEndId });
  await expect(transfer).toContainText("to Acme SARL");
  await expect(transfer.getByTestId("current-status")).toContainText("ACCP");
  await transfer.getByText(/Status timeline/).click();
  await untilPolled(page, () => expect(transfer.getByTestId("timeline-step")).toHaveCount(1, soon));
  await expect(page.getByText(/checks for payment status updates every 5 seconds/)).toBeVisible();
  await shoot(page, "account-page");

  const settled = await api.call("POST", `/simulate/outgoing-credit-transfers/${transactionId}`, {
    payment_status: "ACSC",
  });
  expect(settled.status).toBe(200);
  // No reload: the page polls while a transfer awaits its final status.
  await untilPolled(page, () =>
    expect(transfer.getByTestId("current-status")).toContainText("ACSC", soon),
  );
  await expect(transfer.getByTestId("timeline-step")).toHaveCount(2);
  await expect(transfer.getByTestId("timeline-step").last()).toContainText("ACSC — settled");
  // The timeline opened above stays open as the newer list replaces the page's.
  await expect(transfer.getByTestId("timeline-step").last()).toBeVisible();
  await expect(page.getByText(/checks for payment status updates/)).toHaveCount(0);
  await shoot(page, "account-page-settled");

  // The same end_to_end_id again: refused by the provider, on that field.
  await fillSepaTransfer(page, endToEndId);
  await confirmation(page).getByRole("button", { name: "Send €10.00" }).click();
  await expect(page.locator("#end_to_end_id-error")).toBeVisible();
  await expect(page.getByLabel("End-to-end id")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: "4090002" })).toBeVisible();
  await shoot(page, "sepa-reused-end-to-end-id");
  await expect(balance(page)).toHaveText("€40.25");

  // On the sandbox the page itself can play the network: a rejection returns the money.
  const rejectedId = `E2E${letters(8).toUpperCase()}`;
  await fillSepaTransfer(page, rejectedId);
  await confirmation(page).getByRole("button", { name: "Send €10.00" }).click();
  await expect(balance(page)).toHaveText("€30.25");
  const rejected = page.getByTestId("outgoing-transfer").filter({ hasText: rejectedId });
  // Sent without a reload, after the list had settled: it joins the list and stays there
  // through the list's checks (nothing read for the page's earlier read may bring it back).
  for (let check = 0; check < 2; check++) {
    await page.clock.fastForward(5_000);
    await expect(rejected.getByRole("button", { name: /Reject/ })).toBeVisible();
    await expect(
      page.getByTestId("outgoing-transfer").filter({ hasText: endToEndId }),
    ).toBeVisible();
  }
  await rejected.getByRole("button", { name: /Reject/ }).click();
  await untilPolled(page, () =>
    expect(rejected.getByTestId("current-status")).toContainText("RJCT", soon),
  );
  await rejected.getByText(/Status timeline/).click();
  await expect(rejected.getByTestId("timeline-step").last()).toContainText("AC04");
  await expect(rejected.getByTestId("timeline-step").last()).toContainText("Closed account number");
  await expect(balance(page)).toHaveText("€40.25");
  await expect(rejected.getByRole("button", { name: /Reject/ })).toHaveCount(0);
  await shoot(page, "account-page-rejected");
});

for (const role of ["support", "compliance"] as const) {
  test(`${role} sees the account page without money actions`, async ({ page }) => {
    const { path, from } = await kycCustomerWithTwoAccounts(page);
    await signInAs(page, role);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(from.account_identifier);
    await expect(balance(page)).toHaveText("€0.00");
    await expect(
      page.getByText("Your role can view this account but not move money."),
    ).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Review/ })).toHaveCount(0);
    await shoot(page, `account-page-${role}`);
  });
}

test("an account that is not the customer's is not found", async ({ page }) => {
  const first = await kycCustomerWithTwoAccounts(page);
  const second = await kycCustomerWithTwoAccounts(page);
  await signInAs(page, "manager");
  const response = await page.goto(
    `/customers/${first.customerId}/accounts/${second.from.account_id}`,
  );
  expect(response?.status()).toBe(404);
});

test("a declined card payment shows as declined, with its reason, and not as a debit", async ({
  page,
}) => {
  const api = await sandboxApi(page.request);
  const created = await api.call("POST", "/customers", {
    first_name: "Jane",
    last_name: `Declined${letters(6)}`,
    kyc_level: "Anonymous",
    nationality: "DE",
    accounts: [{ currency: "EUR", assign_account_identifier: true }],
    cards: [
      {
        emboss_name: "JANE DOE",
        card_type: "Virtual",
        carrier_delivery_address: {
          line_1: "1 Main Street",
          city: "Berlin",
          postal_code: "10115",
          country: "DE",
        },
      },
    ],
  });
  expect(created.status).toBe(201);
  const account = created.body.accounts[0] as Account;
  const cardId = created.body.cards[0].card_id as string;
  const credited = await api.call("POST", `/accounts/${account.account_id}/credit`, {
    amount: 120,
    transaction_code: "AccountLoad",
  });
  expect(credited.status).toBe(201);
  // €900.00 against €120.00: the network's answer is 51, insufficient funds.
  const purchase = await api.call("POST", `/simulate/cards/${cardId}/authorization`, {
    amount: 900,
    merchant_category_code: "5732",
    merchant_id: "ELECTRO",
    terminal_id: "T-1",
    terminal_location: "DE",
  });
  expect(purchase.body).toMatchObject({ status: "Declined", response_code: "51" });

  await signInAs(page, "support");
  await page.goto(
    `/customers/${created.body.customer_id}/accounts/${account.account_id}/transactions`,
  );
  const declined = page.getByTestId("transaction-row").first();
  await expect(declined).toContainText("Declined");
  await expect(declined).toContainText("insufficient funds");
  await expect(declined).toContainText("€900.00");
  await expect(declined).toContainText("not charged");
  await expect(declined).not.toContainText("−€900.00");
  await expect(declined).toContainText("€120.00");
  await expectAccessible(page);
  await shoot(page, "declined-authorization");

  await declined.getByRole("button", { name: /^Details/ }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toContainText("Declined: insufficient funds (response code 51)");
  await expect(drawer).toContainText("€900.00, not charged");
  await expectAccessible(page);

  await page.goto(`/customers/${created.body.customer_id}/accounts/${account.account_id}`);
  await expect(balance(page)).toHaveText("€120.00");
  await expect(page.getByRole("region", { name: "Latest transactions" })).not.toContainText(
    "−€900.00",
  );
  await expectAccessible(page);
});
