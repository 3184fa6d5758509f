import { expect, test } from "./fixtures";
import { sandboxApi } from "./sandbox-api";
import { shoot, signInAs } from "./support";
import {
  expectStep,
  fillAddress,
  fillIdentification,
  fillIdentity,
  next,
  openWizard,
  uniqueDocument,
  uniqueName,
} from "./wizard";

test("a manager onboards a KYC customer with 2 accounts and 2 cards, one card only on retry", async ({
  page,
  request,
}) => {
  const sandbox = await sandboxApi(request);
  const lastName = uniqueName("Doe");
  await signInAs(page, "manager");
  await openWizard(page);

  await fillIdentity(page, { level: "KYC", firstName: "Jane", lastName });
  await expect(page.getByText("KYC also needs an identification document")).toBeVisible();
  await shoot(page, "step-1-identity");
  await next(page, "KYC data");

  // KYC brought an identification row; birth country and risk profile are required.
  await fillIdentification(page, 1, uniqueDocument());
  await page.getByLabel("Birth country").fill("Austria");
  await page.getByLabel("Profession").selectOption("Employee_Worker");
  await page.getByLabel("Account purpose").selectOption("ReceiveSalary");
  await page.getByLabel("Monthly income").selectOption("1501To2000");
  await shoot(page, "step-2-kyc");
  await next(page, "Addresses and phones");

  await expect(
    page.getByRole("group", { name: "Address 1" }).getByLabel("Address type"),
  ).toHaveValue("Home");
  await fillAddress(page, 1);
  await page.getByLabel("Mobile number").fill("+491701234567");
  await shoot(page, "step-3-contact");
  await next(page, "Accounts and cards");

  await page.getByRole("button", { name: "Add account" }).click();
  await page.getByRole("group", { name: "Account 2" }).getByLabel("Currency").selectOption("GBP");
  await page.getByRole("button", { name: "Add card" }).click();
  await page.getByRole("button", { name: "Add card" }).click();
  const secondCard = page.getByRole("group", { name: "Card 2" });
  // A new card is filled in from the name and the Home address.
  await expect(secondCard.getByLabel("Emboss name")).toHaveValue(`JANE ${lastName.toUpperCase()}`);
  await expect(secondCard.getByLabel("City")).toHaveValue("Berlin");
  await secondCard.getByLabel("Emboss fourth line").fill("SPARE CARD");
  await shoot(page, "step-4-products");
  await next(page, "Review");
  await expect(page.getByRole("region", { name: "Accounts and cards" })).toContainText(
    "EUR with IBAN; GBP with IBAN",
  );
  await shoot(page, "step-5-review");

  // The provider will take one card only: the second card item fails.
  expect(
    (await sandbox.call("PUT", "/simulate/limits", { max_cards_per_customer: 1 })).status,
  ).toBe(200);
  try {
    await page.getByRole("button", { name: "Create customer" }).click();
    await expect(
      page.getByRole("heading", {
        name: `Jane ${lastName} is created, but not all accounts and cards are`,
      }),
    ).toBeVisible();
    const accounts = page.getByTestId("account-outcome");
    const cards = page.getByTestId("card-outcome");
    await expect(accounts).toHaveCount(2);
    for (const row of await accounts.all()) await expect(row).toContainText("Created");
    await expect(cards.nth(0)).toContainText("Card 1");
    await expect(cards.nth(0)).toContainText("Created");
    await expect(cards.nth(1)).toContainText("Card 2");
    await expect(cards.nth(1)).toContainText("Not created");
    await shoot(page, "result-206");

    // Retried while the limit still holds: the provider's refusal, explained, on the item.
    await page.getByRole("button", { name: "Retry the 1 missing item" }).click();
    await expect(page.getByRole("status")).toHaveText("The retry created 0 of the 1 missing item.");
    await expect(cards.nth(1)).toContainText("4224003");
    await expect(cards.nth(1)).toContainText("maximum number of cards");
    await shoot(page, "result-retry-refused");
  } finally {
    expect((await sandbox.call("PUT", "/simulate/limits", {})).status).toBe(200);
  }

  await page.getByRole("button", { name: "Retry the 1 missing item" }).click();
  await expect(page.getByRole("status")).toHaveText("The retry created 1 of the 1 missing item.");
  await expect(page.getByTestId("card-outcome").nth(1)).toContainText("Created");
  await expect(
    page.getByRole("heading", { name: `Jane ${lastName} is created with all accounts and cards` }),
  ).toBeVisible();
  await shoot(page, "result-retried");

  await page.getByRole("link", { name: `Open Jane ${lastName}'s page` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Jane ${lastName}` })).toBeVisible();
  await expect(page.getByTestId("account-row")).toHaveCount(2);
  await expect(page.getByTestId("card-row")).toHaveCount(2);
});

test("a field the provider refuses takes the manager back to its step and field", async ({
  page,
  request,
}) => {
  const sandbox = await sandboxApi(request);
  const taken = uniqueDocument();
  const other = await sandbox.call("POST", "/customers", {
    first_name: "Otto",
    last_name: uniqueName("Other"),
    kyc_level: "KYB",
    nationality: "AT",
    identifications: [{ type: "Passport", value: taken }],
  });
  expect(other.status).toBe(201);

  const lastName = uniqueName("Roe");
  await signInAs(page, "manager");
  await openWizard(page);
  // What the lib/cams rules refuse, the browser refuses first, on the step itself.
  await page.getByRole("button", { name: "Next: KYC data" }).click();
  await expectStep(page, "Identity");
  await expect(page.getByLabel("KYC level")).toBeFocused();
  await expect(page.getByText("Choose a KYC level")).toBeVisible();
  await fillIdentity(page, { level: "KYB", firstName: "Rita", lastName });
  // A marked field is checked again as it changes: the messages go once the values are right.
  await expect(page.getByText("Choose a KYC level")).toHaveCount(0);
  await expect(page.getByText("Country is required")).toHaveCount(0);
  await next(page, "KYC data");
  await fillIdentification(page, 1, "AB-12");
  await page.getByRole("button", { name: "Next: Addresses and phones" }).click();
  await expect(page.getByLabel("Document number")).toBeFocused();
  await expect(page.getByText("may contain only letters")).toBeVisible();
  await fillIdentification(page, 1, taken);
  await next(page, "Addresses and phones");
  // Two Home addresses: the browser lets it through, the provider refuses the second's type.
  await page.getByRole("button", { name: "Add address" }).click();
  await fillAddress(page, 1);
  await page.getByRole("button", { name: "Add address" }).click();
  await fillAddress(page, 2, "Home");
  await next(page, "Accounts and cards");
  await next(page, "Review");
  await page.getByRole("button", { name: "Create customer" }).click();

  await expectStep(page, "Addresses and phones");
  await expect(page.getByRole("alert").first()).toHaveText(
    "Nothing was created. Request payload is incorrect.",
  );
  const secondType = page.getByRole("group", { name: "Address 2" }).getByLabel("Address type");
  await expect(secondType).toBeFocused();
  await expect(page.getByRole("group", { name: "Address 2" })).toContainText(
    "already has type Home",
  );
  await shoot(page, "refused-address-type");
  await secondType.selectOption("Work");
  await expect(page.getByText("already has type Home")).toHaveCount(0);

  // The identification is another customer's: 4224001 lands on the document number.
  await page.getByRole("button", { name: "4 Accounts and cards" }).click();
  await next(page, "Review");
  await page.getByRole("button", { name: "Create customer" }).click();
  await expectStep(page, "KYC data");
  const documentNumber = page
    .getByRole("group", { name: "Identification 1" })
    .getByLabel("Document number");
  await expect(documentNumber).toBeFocused();
  await expect(page.getByRole("group", { name: "Identification 1" })).toContainText(
    "Customer details already used for another customer.",
  );
  await shoot(page, "refused-identification");

  // Nothing entered was lost on the way.
  await page.getByRole("button", { name: "1 Identity" }).click();
  await expect(page.getByLabel("Last name")).toHaveValue(lastName);
  await page.getByRole("button", { name: "2 KYC data" }).click();
  await documentNumber.fill(uniqueDocument());
  await page.getByRole("button", { name: "5 Review" }).click();
  await page.getByRole("button", { name: "Create customer" }).click();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Rita ${lastName} is onboarded.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Rita ${lastName}` })).toBeVisible();

  // Her draft went with her creation: the wizard does not offer it again.
  await page.goto("/customers/new");
  await expect(page.getByRole("heading", { level: 1, name: "Onboard a customer" })).toBeVisible();
  await expect(page.getByText(lastName)).toHaveCount(0);
});
