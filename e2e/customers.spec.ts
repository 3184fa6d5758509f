import { expect, test } from "./fixtures";
import { anonymousCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import { shoot, signInAs } from "./support";

// Last names allow letters only; a random suffix keeps this run's customer alone in a search.
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

test("support finds a customer by last name and reads their page", async ({ page, request }) => {
  const lastName = `Doe${letters()}`;
  const sandbox = await sandboxApi(request);
  const created = await sandbox.call(
    "POST",
    "/customers",
    anonymousCustomer({
      last_name: lastName,
      accounts: [{ currency: "EUR", assign_account_identifier: true }],
      cards: [physicalCardItem],
    }),
  );
  expect(created.status).toBe(201);
  const customer = created.body as {
    customer_id: string;
    accounts: { account_identifier: string }[];
  };
  const other = await sandbox.call("POST", "/customers", {
    first_name: "Otto",
    last_name: `Other${letters()}`,
    kyc_level: "Anonymous",
    nationality: "AT",
  });
  expect(other.status).toBe(201);

  await signInAs(page, "support", "/customers");
  // Made through the sandbox API, not yet in the console's list: the provider's search finds it.
  await expect(page.getByRole("search", { name: "Search customers" })).toBeVisible();
  await page.getByLabel("Last name").fill(lastName.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`last_name=${lastName.toUpperCase()}`));
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  await expect(page.getByText("1–1 of 1 customers")).toBeVisible();
  await shoot(page, "customers-list");

  await page.goBack();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByLabel("Last name")).toHaveValue("");
  // The search recorded it: the console's own list finds it now, by any part of the name.
  await page.getByLabel("Name", { exact: true }).fill(lastName.slice(2).toLowerCase());
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByTestId("customer-row")).toHaveCount(1);

  await page.getByRole("link", { name: `Jane ${lastName}` }).click();
  await expect(page).toHaveURL(`/customers/${customer.customer_id}`);
  await expect(page.getByRole("heading", { name: `Jane ${lastName}`, level: 1 })).toBeVisible();
  const profile = page.getByRole("region", { name: "Profile", exact: true });
  await expect(profile).toContainText("Anonymous");
  await expect(profile).toContainText("DE");
  await expect(page.getByTestId("account-row")).toContainText(
    customer.accounts[0]!.account_identifier,
  );
  await expect(page.getByTestId("account-row")).toContainText("€0.00");
  await expect(page.getByTestId("card-row")).toContainText("01 Ordered");
  await expect(page.getByText("No transactions yet")).toBeVisible();
  await shoot(page, "customer-page");

  await page.getByRole("link", { name: "Edit addresses" }).click();
  await expect(page).toHaveURL(`/customers/${customer.customer_id}/addresses`);

  // From the customer to the card's lifecycle screen.
  await page.goBack();
  await page.getByTestId("card-row").getByRole("link").click();
  await expect(page).toHaveURL(/\/cards\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Card ••••");
});

test("the timeline merges what support did with what the provider reported", async ({
  page,
  request,
}) => {
  const sandbox = await sandboxApi(request);
  const created = await sandbox.call(
    "POST",
    "/customers",
    anonymousCustomer({ cards: [{ ...physicalCardItem, card_type: "Virtual" }] }),
  );
  expect(created.status).toBe(201);
  const { customer_id, cards } = created.body as {
    customer_id: string;
    cards: { card_id: string }[];
  };
  const verification = await sandbox.call(
    "POST",
    `/simulate/customers/${customer_id}/verification`,
    {
      status: "Rejected",
      reject_reason: ["BadRequest|document blurry"],
    },
  );
  expect(verification.status).toBeLessThan(300);

  await signInAs(page, "support", `/cards/${cards[0]!.card_id}`);
  await page.getByRole("button", { name: "Block card…" }).click();
  const confirm = page.getByRole("dialog");
  await confirm.getByLabel("Reason").selectOption("Suspected fraud");
  await confirm.getByRole("button", { name: "Yes, block card" }).click();
  await expect(page.getByTestId("terminal-status")).toContainText("05 Blocked");

  await page.goto(`/customers/${customer_id}`);
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByTestId("timeline-entry").first()).toContainText("Card blocked");
  // The card by its last four, its id behind the copy button, not in the sentence.
  await expect(timeline.getByTestId("timeline-entry").first()).toContainText("••••");
  await expect(
    timeline
      .getByTestId("timeline-entry")
      .first()
      .getByRole("button", { name: "Copy id of the card" }),
  ).toHaveAttribute("data-copy-id", cards[0]!.card_id);
  await expect(timeline).toContainText("support@example.com");
  // The event arrives by webhook, possibly after the page was rendered.
  await expect(async () => {
    await page.reload();
    await expect(timeline).toContainText("Identity verification rejected", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(timeline).toContainText("BadRequest: document blurry");
});

test("compliance reads a customer but gets no address editing", async ({ page, request }) => {
  const sandbox = await sandboxApi(request);
  const created = await sandbox.call("POST", "/customers", {
    first_name: "Carl",
    last_name: `Check${letters()}`,
    kyc_level: "Anonymous",
    nationality: "FR",
  });
  expect(created.status).toBe(201);
  const { customer_id } = created.body as { customer_id: string };

  await signInAs(page, "compliance", `/customers/${customer_id}`);
  await expect(page.getByRole("region", { name: "Addresses" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit addresses" })).toHaveCount(0);
  await expect(page.getByText("No transactions yet")).toBeVisible();
});

test("an invalid filter in the URL is explained on its field", async ({ page }) => {
  await signInAs(page, "support", "/customers?status=Sleeping&identification_value=AB%25CD");
  await expect(page.getByLabel("Status")).toHaveAccessibleDescription(
    /Choose a status from the list/,
  );
  await expect(page.getByLabel("Identification value")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "Fix the search to see results" })).toBeVisible();
});

test("an unknown customer id answers 404", async ({ page }) => {
  await signInAs(page, "support");
  const response = await page.goto("/customers/no-such-customer");
  expect(response?.status()).toBe(404);
});
