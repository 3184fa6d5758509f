import { randomInt } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { anonymousCustomer, kycCustomer, sandboxApi } from "./sandbox-api";
import { captureAction, replayAction, sessionFor } from "./server-actions";
import { expectAccessible, shoot, signIn } from "./support";

// Four-eyes approval with the demo users: the demo's policy holds debits above 1,000.00 EUR for
// a second manager, and a policy change for another admin (admin2): every policy this file sets
// waits for admin2's approval, and is set off again at the end.

const word = () =>
  Array.from({ length: 6 }, (_, i) =>
    String.fromCharCode((i === 0 ? 65 : 97) + randomInt(26)),
  ).join("");

/**
 * Another person's browser: its own context (axe needs one made with newContext). Made in a
 * test, it gets the test's options: this worker's server as its baseURL.
 */
async function personPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedIn(page, email);
  return page;
}

async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await expect(page.getByTestId("current-role")).toBeVisible();
}

/** A KYC customer (its account may hold more than an anonymous one's) with €2,000.00. */
async function fundedAccount(api: Awaited<ReturnType<typeof sandboxApi>>) {
  const created = await api.call(
    "POST",
    "/customers",
    kycCustomer({
      first_name: "Fiona",
      last_name: `Foureyes ${word()}`,
      accounts: [{ currency: "EUR" }],
    }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const accountId = created.body.accounts[0].account_id as string;
  const loaded = await api.call("POST", `/accounts/${accountId}/credit`, {
    amount: 2000,
    currency: "EUR",
    transaction_code: "CashLoad",
  });
  expect(loaded.status).toBe(201);
  return { customerId, accountId };
}

/** The manager asks a debit of €1,500.00 on the account; the request's page URL. */
async function askDebit(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("tab", { name: "Debit" }).click();
  await page.getByLabel("Amount").fill("1500.00");
  await page.getByRole("button", { name: "Review debit…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Debit €1,500.00" }).click();
  const waiting = page.getByRole("status").filter({ hasText: "Waiting for approval" });
  await waiting.getByRole("link", { name: "Open the request" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Debit €1,500.00");
  return page.url();
}

/**
 * An admin changes one action's policy; it waits for another admin (a policy is on), and
 * admin2 approves it. Returns admin2's approval as sent, to be replayed with another request.
 */
async function changePolicy(
  admin: Page,
  admin2: Page,
  action: string,
  mode: "always" | "off",
  approver: string,
) {
  await admin.goto(`/settings/approvals?edit=${action}`);
  await admin.getByLabel("Needs a second person").selectOption(mode);
  await admin.getByLabel("Approved by").selectOption(approver);
  await admin.getByRole("button", { name: "Save policy" }).click();
  const waiting = admin.getByRole("status").filter({ hasText: "Waiting for approval" });
  const href = await waiting.getByRole("link", { name: "Open the request" }).getAttribute("href");
  await admin2.goto(href!);
  await expect(admin2.getByRole("heading", { level: 1 })).toHaveText("Approval policy change");
  const path = new URL(admin2.url()).pathname;
  const approval = await captureAction(admin2, path, () =>
    admin2.getByRole("button", { name: "Approve and run" }).click(),
  );
  await admin2.reload();
  await admin2.getByRole("button", { name: "Approve and run" }).click();
  await expect(admin2.getByText("Approved and done.").first()).toBeVisible();
  return approval;
}

test("a manager's debit above 1,000.00 EUR waits for a second manager, and moves the money once", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { customerId, accountId } = await fundedAccount(await sandboxApi(page.request));
  const path = `/customers/${customerId}/accounts/${accountId}`;

  // The maker: asks, and is told it waits; nothing moved.
  await signedIn(page, "manager@example.com");
  await page.goto(path);
  await expect(page.getByTestId("balance")).toHaveText("€2,000.00");
  await page.getByRole("tab", { name: "Debit" }).click();
  // Under the threshold: confirmed as running at once.
  await page.getByLabel("Amount").fill("900.00");
  await page.getByRole("button", { name: "Review debit…" }).click();
  const confirmation = page.getByRole("alertdialog");
  await expect(confirmation).toContainText("Balance after€1,100.00");
  await expect(confirmation.getByTestId("confirm-notice")).toHaveCount(0);
  await confirmation.getByRole("button", { name: "Cancel" }).click();
  // Above it: the confirmation already says it will wait, and what the balance is after approval.
  await page.getByLabel("Amount").fill("1500.00");
  await page.getByRole("button", { name: "Review debit…" }).click();
  await expect(confirmation.getByTestId("confirm-notice")).toHaveText(
    "This debit will wait for a second manager's approval.",
  );
  await expect(confirmation).toContainText("Balance after approval€500.00");
  await expectAccessible(page);
  await confirmation.getByRole("button", { name: "Debit €1,500.00" }).click();
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
  // Its customer and account named, not by their ids (kept in the links' titles).
  const concerns = page.getByRole("region", { name: "Its effect, read now" });
  await expect(concerns.getByRole("link", { name: /^Customer Fiona Foureyes / })).toHaveAttribute(
    "title",
    `Customer id ${customerId}`,
  );
  await expect(concerns.getByRole("link", { name: /^Account EUR account/ })).toBeVisible();
  await expect(concerns.getByText(accountId)).toHaveCount(0);
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

  // An admin sets the AML decision's policy: always, approved by a compliance officer; another
  // admin approves that change.
  const admin = await personPage(browser, "admin@example.com");
  const admin2 = await personPage(browser, "admin2@example.com");
  const setAmlPolicy = (mode: "always" | "off") =>
    changePolicy(admin, admin2, "aml_decision", mode, "compliance");
  try {
    await setAmlPolicy("always");
    await admin.goto("/settings/approvals");
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
    // Told before the click that the policy will hold it.
    await expect(page.getByTestId("confirm-notice")).toHaveText(
      "This status change will wait for a second compliance officer's approval.",
    );
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
    await admin2.context().close();
  }
});

test("support cannot approve a debit, and no policy can name them its approver", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { customerId, accountId } = await fundedAccount(await sandboxApi(page.request));
  await signedIn(page, "manager@example.com");
  const requestUrl = await askDebit(page, `/customers/${customerId}/accounts/${accountId}`);
  const requestPath = new URL(requestUrl).pathname;

  // Support does not see the request, and its approval sent straight to the server is refused.
  const checker = await personPage(browser, "manager2@example.com");
  await checker.goto(requestUrl);
  const approve = await captureAction(checker, requestPath, () =>
    checker.getByRole("button", { name: "Approve and run" }).click(),
  );
  const support = await personPage(browser, "support@example.com");
  expect((await support.goto(requestUrl))?.status()).toBe(404);
  await expectAccessible(support);
  const asSupport = await sessionFor("support@example.com");
  const refused = await (await replayAction(asSupport, requestPath, approve)).text();
  expect(refused).toContain("NOT_APPROVER");
  expect(refused).toContain("Only a manager or an admin may decide this request.");
  await asSupport.dispose();

  // The debit's policy offers only roles that may debit, and the server refuses support.
  const admin = await personPage(browser, "admin@example.com");
  await admin.goto("/settings/approvals?edit=debit");
  await expect(admin.getByLabel("Approved by").locator("option")).toHaveText([
    "Choose…",
    "Admin",
    "Manager",
  ]);
  await expectAccessible(admin);
  const save = await captureAction(admin, "/settings/approvals", () =>
    admin.getByRole("button", { name: "Save policy" }).click(),
  );
  const asAdmin = await sessionFor("admin@example.com");
  const naming = {
    ...save,
    body: save.body.replace('"approver_role":"manager"', '"approver_role":"support"'),
  };
  expect(naming.body).toContain('"approver_role":"support"');
  const answer = await (await replayAction(asAdmin, "/settings/approvals", naming)).text();
  expect(answer).toContain("VALIDATION");
  expect(answer).toContain("may not do “Debit” themselves, so may not approve it.");
  await asAdmin.dispose();
  await admin.goto("/settings/approvals");
  await expect(admin.getByRole("row", { name: /^Debit/ })).toContainText(
    "approved by a manager or an admin",
  );
  // Nothing moved; the request still waits, and the manager takes it back (no other spec
  // should find it waiting).
  await page.goto(requestUrl);
  await expect(page.getByRole("region", { name: "Decision" })).toContainText("Expires");
  await page.getByRole("button", { name: "Withdraw request…" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("Withdrawn: nothing was run.")).toBeVisible();
  for (const other of [checker, support, admin]) await other.context().close();
});

test("the subject of a role change cannot approve it", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signedIn(page, "admin@example.com");
  const admin2 = await personPage(browser, "admin2@example.com");
  // Role changes wait for another admin; admin2 approves that policy change.
  const approval = await changePolicy(page, admin2, "user_role_change", "always", "admin");
  try {
    // The admin asks to make admin2 a manager.
    await page.goto("/settings");
    await expect(page.getByTestId("confirm-notice")).toContainText(
      "This role change will wait for a second admin's approval.",
    );
    await page.getByLabel("Role of admin2@example.com").selectOption("manager");
    const row = page.getByRole("row").filter({ hasText: "admin2@example.com" });
    await row.getByRole("button", { name: "Save role" }).click();
    await expect(row).toContainText(
      "Waiting for approval: another admin decides it under Approvals.",
    );

    // admin2, the subject, sees the request and is told why they may not decide it.
    await admin2.goto("/approvals");
    await admin2
      .getByRole("region", { name: "Recent requests" })
      .getByRole("link", { name: "Team access change" })
      .first()
      .click();
    await expect(admin2.getByRole("heading", { level: 1 })).toHaveText("Team access change");
    await expect(
      admin2.getByText(
        "This request changes your own user: someone else must decide it, so nobody grants themselves a right.",
      ),
    ).toBeVisible();
    await expect(admin2.getByRole("button", { name: "Approve and run" })).toHaveCount(0);
    await expectAccessible(admin2);
    await shoot(admin2, "four-eyes-own-subject");
    const roleChangePath = new URL(admin2.url()).pathname;
    const roleChangeId = roleChangePath.split("/").at(-1)!;

    // Even sent straight to the server, admin2's approval of it is refused.
    const asAdmin2 = await sessionFor("admin2@example.com");
    const replay = {
      ...approval,
      body: approval.body.replace(/"request_id":"[0-9a-f-]{36}"/, `"request_id":"${roleChangeId}"`),
    };
    expect(replay.body).toContain(roleChangeId);
    const answer = await (await replayAction(asAdmin2, roleChangePath, replay)).text();
    expect(answer).toContain("OWN_SUBJECT");
    await asAdmin2.dispose();
    await admin2.goto("/");
    await expect(admin2.getByTestId("current-role")).toHaveText("admin");

    // The admin takes the request back.
    await page.goto(roleChangePath);
    await page.getByRole("button", { name: "Withdraw request…" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Withdraw" }).click();
    await expect(page.getByText("Withdrawn: nothing was run.")).toBeVisible();
  } finally {
    await changePolicy(page, admin2, "user_role_change", "off", "admin");
    await admin2.context().close();
  }
});

test("turning off a policy waits for a second admin", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signedIn(page, "admin@example.com");
  await page.goto("/settings/approvals?edit=debit");
  // The page says why a change waits, and who can approve it.
  await expect(page.getByTestId("policy-change-notice")).toHaveText(
    "A change here waits for another admin's approval while any policy is on, so that no one person can switch four-eyes off. Who can approve it: admin2@example.com.",
  );
  await page.getByLabel("Needs a second person").selectOption("off");
  await page.getByRole("button", { name: "Save policy" }).click();
  const waiting = page.getByRole("status").filter({ hasText: "Waiting for approval" });
  await expect(waiting).toContainText("Nothing has been sent yet.");
  await expectAccessible(page);
  await shoot(page, "four-eyes-policy-change-waits");
  // Not applied: debits above 1,000.00 EUR still wait.
  await page.goto("/settings/approvals");
  await expect(page.getByRole("row", { name: /^Debit/ })).toContainText("Above €1,000.00");
  await page.goto("/approvals");
  await page
    .getByRole("region", { name: "Recent requests" })
    .getByRole("link", { name: "Approval policy change" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/approvals\/[0-9a-f-]{36}$/);
  const requestUrl = page.url();
  await expect(
    page.getByText("You asked for this yourself: another person must approve it."),
  ).toBeVisible();

  // A manager may not decide it; the second admin sees what it would change, and rejects it.
  const manager = await personPage(browser, "manager@example.com");
  expect((await manager.goto(requestUrl))?.status()).toBe(404);
  await manager.context().close();
  const admin2 = await personPage(browser, "admin2@example.com");
  await admin2.goto(requestUrl);
  const effect = admin2.getByRole("region", { name: "Its effect, read now" });
  await expect(effect).toContainText(
    "Policy nowAbove €1,000.00 · approved by a manager or an admin",
  );
  await expect(effect).toContainText("Policy afterOff");
  await expectAccessible(admin2);
  await admin2.getByLabel("Reason for rejecting").fill("Debits keep their second person.");
  await admin2.getByRole("button", { name: "Reject" }).click();
  await expect(admin2.getByRole("region", { name: "Outcome" })).toContainText(
    "ReasonDebits keep their second person.",
  );
  await admin2.context().close();
  await page.goto("/settings/approvals");
  await expect(page.getByRole("row", { name: /^Debit/ })).toContainText("Above €1,000.00");
});
