import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { anonymousCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";

/** An active virtual card on a funded EUR account, made through the sandbox. */
async function activeFundedCard(page: Page): Promise<string> {
  const api = await sandboxApi(page.request);
  const created = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({
      accounts: [{ currency: "EUR" }],
      cards: [{ ...physicalCardItem, card_type: "Virtual" }],
    }),
  );
  expect(created.status).toBe(201);
  const accountId = created.body.accounts[0].account_id as string;
  const credit = await api.call("POST", `/accounts/${accountId}/credit`, {
    amount: 100,
    transaction_code: "AccountLoad",
  });
  expect(credit.status).toBeLessThan(300);
  expect(created.body.cards[0].status).toBe("00");
  return created.body.cards[0].card_id as string;
}

const group = "Groceries only";

async function whatIf(page: Page, mcc: string) {
  await page.getByLabel("Amount (EUR)").fill("12.50");
  await page.getByLabel("Merchant category code", { exact: true }).fill(mcc);
  await page.getByLabel("Merchant id", { exact: true }).fill("SHOP-1");
  await page.getByLabel("Terminal id", { exact: true }).fill("T-1");
  await page.getByLabel("Terminal location", { exact: true }).fill("DE");
  await page.getByRole("button", { name: "Check the authorization" }).click();
}

test("a manager sets a group that declines MCC 7995, the what-if names it, and a simulated authorization is declined; support reads", async ({
  page,
  browser,
}) => {
  // The longest journey of the file (three roles, a what-if, an authorization, a replacement):
  // beside another worker it takes about a minute and a half.
  test.setTimeout(180_000);
  const cardId = await activeFundedCard(page);
  await signInAs(page, "manager", `/cards/${cardId}`);
  await page.getByRole("link", { name: "Spend controls" }).click();
  await expect(page).toHaveURL(`/cards/${cardId}/spend-controls`);
  await expectAccessible(page);

  // Every rule at its edge, in plain words, on its field.
  const newGroup = page.getByRole("region", { name: "New group" });
  await newGroup.getByRole("button", { name: "Create group" }).click();
  await expect(newGroup.getByText("Enter the name")).toBeVisible();
  await newGroup.getByLabel("Name").fill(group);
  await newGroup.getByLabel("Merchant category codes").fill("5411\n541");
  await newGroup.getByRole("button", { name: "Add a limit" }).click();
  await newGroup.getByLabel("Maximum count").fill("0");
  await newGroup.getByRole("button", { name: "Create group" }).click();
  await expect(
    newGroup.getByText("Line 2 (541): Merchant category code must be 4 digits"),
  ).toBeVisible();
  await expect(newGroup.getByText("Maximum count must be at least 1")).toBeVisible();
  await expectAccessible(page);

  await newGroup.getByLabel("Merchant category codes").fill("5411");
  await newGroup.getByRole("button", { name: "Remove limit 1" }).click();
  await newGroup.getByRole("button", { name: "Create group" }).click();
  await expect(page.getByText("Spend control group created")).toBeVisible();
  const groups = page.getByRole("region", { name: "Groups that apply" });
  await expect(groups.getByRole("link", { name: group })).toBeVisible();

  // The what-if runs the sandbox's own decision: 7995 is declined by the group, 5411 approved.
  const answer = page.getByTestId("what-if-answer");
  await whatIf(page, "7995");
  await expect(answer).toHaveText(
    `Declined by group '${group}': merchant category 7995 Betting, lottery and casino gaming is not among the allowed merchant categories (5411 Grocery stores and supermarkets).`,
  );
  await shoot(page, "spend-controls-what-if");
  await whatIf(page, "5411");
  await expect(answer).toHaveText("Approved: no spend control group declines it.");

  // The same input sent for real: the sandbox declines it with 57.
  await whatIf(page, "7995");
  await expect(answer).toContainText("Declined by group");
  await page.getByRole("button", { name: "Send as a simulated authorization" }).click();
  await expect(page.getByTestId("simulated-outcome")).toHaveText(
    "Simulated authorization of €12.50: Declined, response code 57.",
  );
  await expectAccessible(page);

  // Support reads the groups, without a way to change them.
  const supportContext = await browser.newContext();
  const support = await supportContext.newPage();
  await signInAs(support, "support", `/cards/${cardId}/spend-controls`);
  await expect(support.getByRole("link", { name: group })).toBeVisible();
  await expect(support.getByRole("region", { name: "New group" })).toHaveCount(0);
  await expect(
    support.getByText("Your role can read spend controls but not change them."),
  ).toBeVisible();
  await expectAccessible(support);
  await support.getByRole("link", { name: group }).click();
  await expect(
    support.getByRole("heading", { name: `Spend control group '${group}'` }),
  ).toBeVisible();
  await expect(support.getByText("5411")).toBeVisible();
  await expect(support.getByRole("region", { name: "Update the group" })).toHaveCount(0);
  await expectAccessible(support);

  // A group made elsewhere is opened by its id, and from then on the console lists it.
  const api = await sandboxApi(page.request);
  const elsewhere = await api.call("POST", "/control/spend", {
    name: "Made elsewhere",
    bin: (await api.call("GET", `/cards/${cardId}`)).body.bin,
    is_enabled: false,
    merchant_category_codes: [],
    merchant_ids: [],
    terminal_locations: [],
    terminal_ids: [],
  });
  expect(elsewhere.status).toBe(201);
  await support.goto(`/cards/${cardId}/spend-controls`);
  const openById = support.getByLabel("Open a group by its id");
  await openById.fill("00000000-0000-4000-8000-000000000000");
  await support.getByRole("button", { name: "Open group" }).click();
  await expect(
    support.getByText("The provider knows no spend control group with this id."),
  ).toBeVisible();
  await expectAccessible(support);
  await openById.fill(elsewhere.body.id);
  await support.getByRole("button", { name: "Open group" }).click();
  await expect(
    support.getByRole("heading", { name: "Spend control group 'Made elsewhere'" }),
  ).toBeVisible();
  await support.getByRole("link", { name: "Spend controls" }).click();
  await expect(support.getByRole("link", { name: "Made elsewhere" })).toBeVisible();
  await supportContext.close();

  // The manager changes one field (the group is switched off, so it declines nothing more for
  // the sandbox's other cards of this BIN), then replaces the whole group.
  await groups.getByRole("link", { name: group }).click();
  await expect(page.getByRole("heading", { name: `Spend control group '${group}'` })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Enabled").uncheck();
  await page.getByRole("button", { name: "Save the changed fields" }).click();
  await expect(page.getByText("Changed fields saved")).toBeVisible();
  await expect(page.getByRole("region", { name: "Rules" }).getByText("Disabled")).toBeVisible();

  await page.getByLabel("Replace the whole group").check();
  await page.getByLabel("Merchant category codes").fill("5411\n5812");
  await page.getByRole("button", { name: "Review the replacement…" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Replace every field of '${group}'?`);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Replace the whole group" }).click();
  await expect(page.getByText("Group replaced")).toBeVisible();
  // The codes read with their ISO 18245 names.
  await expect(page.getByRole("region", { name: "Rules" })).toContainText(
    "5411 Grocery stores and supermarkets, 5812 Eating places and restaurants",
  );
  await shoot(page, "spend-control-group");
});

test("compliance cannot open a card's spend controls", async ({ page }) => {
  const cardId = await activeFundedCard(page);
  await signInAs(page, "compliance");
  const response = await page.goto(`/cards/${cardId}/spend-controls`);
  expect(response?.status()).toBe(403);
});
