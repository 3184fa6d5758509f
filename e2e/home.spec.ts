import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { kycCustomer, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";
import { postSignedWebhook } from "./webhooks";

const tileTitles = {
  manager: ["Recent onboardings", "Onboardings to finish", "SEPA transfers pending or rejected"],
  support: ["Cards waiting for activation", "Cards blocked or replaced"],
  compliance: ["Cases due", "AML queue"],
  everyone: ["Webhook failures", "Provider errors"],
} as const;

const tilesByRole = {
  admin: ["manager", "support", "compliance", "everyone"],
  manager: ["manager", "everyone"],
  support: ["support", "everyone"],
  compliance: ["compliance", "everyone"],
} as const;

const tile = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** A webhook of a known type the console cannot read: one failure for the tile to list. */
async function failOneWebhook(page: Page) {
  const { status } = await postSignedWebhook(page, {
    id: `evt_${randomUUID()}`,
    type: "user.verification.status",
    created_date: new Date().toISOString(),
    data: { customer_id: `cus-home-${randomUUID()}` },
  });
  expect(status).toBe(200);
}

for (const [role, groups] of Object.entries(tilesByRole)) {
  test(`${role} lands on a home page with the ${role}'s tiles`, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await failOneWebhook(page);
    await signInAs(page, role as keyof typeof tilesByRole);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const [group, titles] of Object.entries(tileTitles)) {
      const shown = (groups as readonly string[]).includes(group);
      for (const title of titles) {
        await expect(tile(page, title), `${title} for ${role}`).toHaveCount(shown ? 1 : 0);
      }
    }
    await expect(tile(page, "Webhook failures").getByTestId("tile-count")).not.toHaveText("0");
    await expectAccessible(page);
    await shoot(page, `home-${role}`);
  });
}

test("a manager follows the webhook failures tile to the failed events", async ({ page }) => {
  await failOneWebhook(page);
  await signInAs(page, "manager");
  const failures = tile(page, "Webhook failures");
  // Titled in words, as the Events page titles it, not by its raw type.
  await expect(failures.getByRole("listitem").first()).toContainText("Verification:");
  await expect(failures).not.toContainText("user.verification.status");
  await failures.getByRole("link", { name: "Failed events" }).click();
  await expect(page).toHaveURL("/events?outcome=failed");
  await expect(page.getByLabel("Outcome")).toHaveValue("failed");
  await expect(page.getByTestId("event-row").first()).toContainText("Failed");
  await expectAccessible(page);
});

test("compliance follows the AML queue tile to the queue", async ({ page }) => {
  await signInAs(page, "compliance");
  const queue = tile(page, "AML queue");
  await expect(queue.getByText("Under 1 day")).toBeVisible();
  await queue.getByRole("link", { name: "Open the compliance queue" }).click();
  await expect(page).toHaveURL("/compliance");
  await expect(page.getByRole("heading", { level: 1, name: "Compliance" })).toBeVisible();
  await expectAccessible(page);
});

test("support sees where the card figures come from, and the tiles lead to the filtered cards", async ({
  page,
}) => {
  await signInAs(page, "support");
  const awaiting = tile(page, "Cards waiting for activation");
  await expect(awaiting).toContainText("From the console's directory");
  await expect(tile(page, "Webhook failures").getByRole("link")).toHaveCount(0);
  await awaiting.getByRole("link", { name: "All cards waiting for activation" }).click();
  await expect(page).toHaveURL("/cards?status=03,04");
  await expect(page.getByLabel("Status")).toHaveValue("03,04");
  await expectAccessible(page);
  await page.goBack();
  await tile(page, "Cards blocked or replaced")
    .getByRole("link", { name: "All blocked or replaced cards" })
    .click();
  await expect(page).toHaveURL("/cards?status=05,62");
  await expect(page.getByLabel("Status")).toHaveValue("05,62");
});

test("an admin follows the provider errors tile to the failed audit entries", async ({ page }) => {
  await signInAs(page, "admin");
  await tile(page, "Provider errors").getByRole("link", { name: "Failed audit entries" }).click();
  await expect(page).toHaveURL("/audit?outcome=failure");
  await expect(page.getByRole("heading", { level: 1, name: "Audit" })).toBeVisible();
  await expectAccessible(page);
});

test("a manager's home counts a pending SEPA transfer made outside the console, named by IBAN and holder", async ({
  page,
}) => {
  // Made through the sandbox, as another channel would: the console learns of it only from the
  // provider's payment.status webhook (ACCP), not from its own log.
  const api = await sandboxApi(page.request);
  const lastName = `Homecount${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join("")}`;
  const created = await api.call(
    "POST",
    "/customers",
    kycCustomer({
      last_name: lastName,
      accounts: [{ currency: "EUR", assign_account_identifier: true }],
    }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const account = created.body.accounts[0] as { account_id: string; account_identifier: string };
  expect(
    (
      await api.call("POST", `/accounts/${account.account_id}/credit`, {
        amount: 100,
        currency: "EUR",
        transaction_code: "CashLoad",
      })
    ).status,
  ).toBe(201);
  const sent = await api.call("POST", `/accounts/${account.account_id}/outgoing-credit-transfer`, {
    amount: 42.5,
    end_to_end_id: `HOME${randomUUID().slice(0, 8).toUpperCase()}`,
    creditor: {
      name: "Fahrradladen Kreuzberg",
      iban: "DE89370400440532013000",
      bank_country: "DE",
      address: { city: "Berlin", postal_code: "10961", country: "DE" },
    },
  });
  expect(sent.status).toBe(201);

  await signInAs(page, "manager");
  // The customer's page is where the console first reads them: the directory names them since.
  await page.goto(`/customers/${customerId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(lastName);
  const transfers = tile(page, "SEPA transfers pending or rejected");
  const ours = transfers.getByRole("listitem").filter({ hasText: lastName });
  // The sandbox posts due webhooks every second: reload until this one is in.
  await expect(async () => {
    await page.goto("/");
    await expect(ours).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(ours).toContainText("Pending (ACCP)");
  await expect(ours).toContainText("€42.50");
  await expect(ours.getByRole("link")).toHaveAttribute("title", account.account_id);
  expect(Number(await transfers.getByTestId("tile-count").textContent())).toBeGreaterThan(0);
  await expect(transfers).toContainText("pending whenever sent");
  await expect(transfers).toContainText("From the payment statuses the provider reported");
  await expectAccessible(page);
  await ours.getByRole("link").click();
  await expect(page).toHaveURL(
    `/customers/${customerId}/accounts/${account.account_id}/transactions`,
  );
});
