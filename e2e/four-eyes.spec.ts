import { randomInt } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { anonymousCustomer, sandboxApi } from "./sandbox-api";
import { captureAction, replayAction, sessionFor } from "./server-actions";
import { expectAccessible, shoot, signIn } from "./support";

// Four-eyes approval with the demo users: the demo's policy holds debits above 1,000.00 EUR for
// a second manager; the AML policy is set here by an admin, and set off again at the end.

const word = () =>
  Array.from({ length: 6 }, (_, i) =>
    String.fromCharCode((i === 0 ? 65 : 97) + randomInt(26)),
  ).join("");

/** Another person's browser: its own context (axe needs one made with newContext). */
async function personPage(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signedIn(page, email);
  return page;
}

async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await expect(page.getByTestId("current-role")).toBeVisible();
}

test("a manager's debit above 1,000.00 EUR waits for a second manager, and moves the money once", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await sandboxApi(page.request);
  // A KYC customer: its account may hold more than an anonymous one.
  const created = await api.call("POST", "/customers", {
    first_name: "Fiona",
    last_name: `Foureyes ${word()}`,
    kyc_level: "KYC",
    nationality: "DE",
    birth_country: "DE",
    identifications: [{ type: "Passport", value: `P${word().toUpperCase()}${randomInt(1e6)}` }],
    addresses: [
      {
        type: "Home",
        line_1: "1 Main Street",
        city: "Berlin",
        postal_code: "10115",
        country: "DE",
      },
    ],
    risk_profile: {
      profession: "Employee_Worker",
      account_purpose: "ReceiveSalary",
      monthly_income: "1501To2000",
    },
    accounts: [{ currency: "EUR" }],
  });
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const accountId = created.body.accounts[0].account_id as string;
  const loaded = await api.call("POST", `/accounts/${accountId}/credit`, {
    amount: 2000,
    currency: "EUR",
    transaction_code: "CashLoad",
  });
  expect(loaded.status).toBe(201);
  const path = `/customers/${customerId}/accounts/${accountId}`;

  // The maker: asks, and is told it waits; nothing moved.
  await signedIn(page, "manager@example.com");
  await page.goto(path);
  await expect(page.getByTestId("balance")).toHaveText("€2,000.00");
  await page.getByRole("tab", { name: "Debit" }).click();
  await page.getByLabel("Amount").fill("1500.00");
  await page.getByRole("button", { name: "Review debit…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Debit €1,500.00" }).click();
  const waiting = page.getByRole("status").filter({ hasText: "Waiting for approval" });
  await expect(waiting).toContainText("Nothing has been sent yet.");
  await expect(page.getByTestId("balance")).toHaveText("€2,000.00");
  await expectAccessible(page);
  await shoot(page, "four-eyes-waiting");

  // The request's page: what will be sent and its effect; the maker cannot approve it.
  await waiting.getByRole("link", { name: "Open the request" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Debit €1,500.00");
  const requestUrl = page.url();
  await expect(page.getByRole("region", { name: "What will be sent" })).toContainText("€1,500.00");
  const effect = page.getByRole("region", { name: "Its effect, read now" });
  await expect(effect).toContainText("Balance now€2,000.00");
  await expect(effect).toContainText("Balance after€500.00");
  await expect(
    page.getByText("You asked for this yourself: another person must approve it."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve and run" })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "four-eyes-maker");

  // The checker: the queue, the request, the approval.
  const checker = await personPage(browser, "manager2@example.com");
  await expect(
    checker.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Approvals/ }),
  ).toContainText("waiting for you");
  await checker.goto("/approvals");
  await expectAccessible(checker);
  await checker
    .getByRole("region", { name: "Waiting for your decision" })
    .getByRole("link", { name: "Debit €1,500.00" })
    .first()
    .click();
  await expect(checker).toHaveURL(requestUrl);
  await expectAccessible(checker);
  await shoot(checker, "four-eyes-checker");

  // Even sent straight to the server, the maker's own approval is refused, in plain words.
  const approve = await captureAction(checker, new URL(requestUrl).pathname, () =>
    checker.getByRole("button", { name: "Approve and run" }).click(),
  );
  const maker = await sessionFor("manager@example.com");
  const refused = await replayAction(maker, new URL(requestUrl).pathname, approve);
  const answer = await refused.text();
  expect(answer).toContain("OWN_REQUEST");
  expect(answer).toContain("You asked for this yourself: another person must approve it.");
  await maker.dispose();

  // A rejection needs its reason: refused on the field, nothing decided.
  await checker.reload();
  await checker.getByRole("button", { name: "Reject" }).click();
  await expect(checker.getByLabel("Reason for rejecting")).toHaveAttribute("aria-invalid", "true");
  await expect(checker.locator("#reason-error")).toHaveText(
    "Write why you reject it: the maker reads this",
  );

  await checker.getByRole("button", { name: "Approve and run" }).click();
  await expect(checker.getByText("Approved and done.").first()).toBeVisible();
  await expect(checker.getByRole("region", { name: "Outcome" })).toContainText(
    "Decided bymanager2@example.com",
  );
  await expectAccessible(checker);

  // The money moved once: the balance, and one debit in the transactions.
  await page.goto(path);
  await expect(
    page.getByText(/Your request “Debit €1,500.00” was approved by manager2@example.com and done./),
  ).toBeVisible();
  await expect(page.getByTestId("balance")).toHaveText("€500.00");
  await page.goto(`${path}/transactions`);
  await expect(page.getByRole("row").filter({ hasText: "−€1,500.00" })).toHaveCount(1);
  await expectAccessible(page);
  await page.goto(requestUrl);
  await expect(page.getByRole("region", { name: "Outcome" })).toContainText("Done by the provider");
  await checker.context().close();
});

test("compliance clears an AML hold, and a second compliance officer approves it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await sandboxApi(page.request);
  const name = `Holden ${word()}`;
  const held = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({
      first_name: "Hana",
      last_name: name,
      identifications: [{ type: "Passport", value: `AMLHOLD${randomInt(1e9)}` }],
    }),
  );
  expect(held.body.status).toBe("OnHold");
  const customerId = held.body.customer_id as string;

  // An admin sets the AML decision's policy: always, approved by a compliance officer.
  const admin = await personPage(browser, "admin@example.com");
  const setAmlPolicy = async (mode: "always" | "off") => {
    await admin.goto("/settings/approvals?edit=aml_decision");
    await admin.getByLabel("Needs a second person").selectOption(mode);
    await admin.getByLabel("Approved by").selectOption("compliance");
    await admin.getByRole("button", { name: "Save policy" }).click();
    await expect(admin.getByText("AML decision applied: policy saved.")).toBeVisible();
  };
  try {
    await setAmlPolicy("always");
    await expect(admin.getByRole("row", { name: /AML decision applied/ })).toContainText(
      "Always · approved by a compliance officer or an admin",
    );
    await expectAccessible(admin);
    await shoot(admin, "four-eyes-policies");

    await signedIn(page, "compliance@example.com");
    await page.goto(`/compliance/${customerId}`);
    await page.getByRole("radio", { name: "Clear", exact: true }).check();
    await page.getByLabel("Reason for the decision").fill("Passport matches the registry.");
    await page.getByRole("button", { name: "Record decision" }).click();
    await expect(page.getByTestId("decision-record")).toHaveCount(1);
    await page.getByRole("button", { name: "Set status to Active" }).click();
    const waiting = page.getByRole("status").filter({ hasText: "Waiting for approval" });
    await expect(waiting).toBeVisible();
    expect((await api.call("GET", `/customers/${customerId}`)).body.status).toBe("OnHold");
    await expectAccessible(page);
    await waiting.getByRole("link", { name: "Open the request" }).click();
    await expect(page).toHaveURL(/\/approvals\/[0-9a-f-]{36}$/);
    const requestUrl = page.url();

    const checker = await personPage(browser, "compliance2@example.com");
    await checker.goto(requestUrl);
    const effect = checker.getByRole("region", { name: "Its effect, read now" });
    await expect(effect).toContainText("Status nowOnHold");
    await expect(effect).toContainText("Status afterActive");
    await expect(checker.getByRole("region", { name: "What will be sent" })).toContainText(
      "Passport matches the registry.",
    );
    await expectAccessible(checker);
    await checker.getByRole("button", { name: "Approve and run" }).click();
    await expect(checker.getByText("Approved and done.").first()).toBeVisible();
    expect((await api.call("GET", `/customers/${customerId}`)).body.status).toBe("Active");
    await checker.context().close();

    // The customer's timeline shows each step, each with its person.
    await page.goto(`/customers/${customerId}`);
    await expect(page.getByText("Approval requested").first()).toBeVisible();
    await expect(page.getByText("Approved by a second person").first()).toBeVisible();
  } finally {
    await setAmlPolicy("off");
    await admin.context().close();
  }
});
