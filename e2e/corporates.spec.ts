import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { sandboxApi } from "./sandbox-api";
import { expectAccessible, fillSepaCreditor, shoot, signInAs } from "./support";

// Names take letters only; a random suffix keeps each run's corporate and end_to_end_id new.
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

const balance = (page: Page) => page.getByTestId("balance");
const confirmation = (page: Page) => page.getByRole("alertdialog");
const outcome = (page: Page) => page.getByRole("status").filter({ hasText: "Transaction id" });

test("a manager creates a corporate with an individual, finds it in the list, funds an account and pays out of it by SCT", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const suffix = letters(6);
  // Accents and capitals in the name: the list's filter ignores both.
  const name = `Société Générale Ébène ${suffix}`;
  await signInAs(page, "manager");

  await page.goto("/corporates");
  await expect(page.getByRole("heading", { level: 1, name: "Corporates" })).toBeVisible();
  await expect(
    page.getByText("The provider has no operation that lists corporates").first(),
  ).toBeVisible();
  await expect(page.getByLabel("Corporate id")).toBeVisible();
  await expectAccessible(page);

  // Create: every required field is said on its field, in words, before anything is sent.
  await page.getByRole("link", { name: "New corporate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New corporate" })).toBeVisible();
  await page.getByRole("button", { name: "Create corporate" }).click();
  await expect(page.locator("#name-error")).toHaveText("Enter the name");
  await expect(page.locator("#tax_residency-error")).toHaveText("Country is required");
  await expect(page.locator("#address\\.city-error")).toHaveText("Enter the city");
  await expectAccessible(page);
  await shoot(page, "corporate-create-refused");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Registration number").fill(`HRB ${suffix}`);
  await page.getByLabel("Tax residency").fill("fr");
  await page.getByLabel("Address line 1").fill("29 Boulevard Haussmann");
  await page.getByLabel("City").fill("Paris");
  await page.getByLabel("Postal code").fill("75009");
  await page.getByLabel("Country", { exact: true }).fill("FR");
  await page.getByRole("button", { name: "Create corporate" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const corporateUrl = page.url();
  const corporateId = decodeURIComponent(corporateUrl.split("/corporates/")[1]!);
  await expect(
    page
      .getByRole("region", { name: "Profile" })
      .getByRole("button", { name: "Copy id of the corporate" }),
  ).toHaveAttribute("data-copy-id", corporateId);
  await expectAccessible(page);

  // An individual: types is a list, and none chosen is refused on the checkbox group.
  const add = page.getByRole("region", { name: "Add an individual" });
  await add.getByLabel("First name").fill("Claire");
  await add.getByLabel("Last name").fill("Dubois");
  await add.getByLabel("Residence country").fill("fr");
  await add.getByRole("button", { name: "Add individual" }).click();
  await expect(add.locator("#types-error")).toHaveText("Choose at least one type");
  await expect(add.getByRole("group", { name: "Types" })).toHaveAttribute(
    "aria-describedby",
    "types-error",
  );
  await expectAccessible(page);
  await shoot(page, "corporate-individual-no-type");
  await add.getByLabel("Director").check();
  await expect(add.locator("#types-error")).toHaveCount(0);
  await add.getByLabel("Ultimate beneficial owner").check();
  await add.getByRole("button", { name: "Add individual" }).click();
  const individuals = page.getByRole("region", { name: "Individuals" });
  await expect(individuals).toContainText("Claire Dubois");
  await expect(individuals).toContainText("Director, UltimateBeneficialOwner");
  await expect(add.getByLabel("First name")).toHaveValue("");

  // The list finds it by part of its name, without its accents and in other letter case.
  await page.goto(`/corporates?name=${encodeURIComponent(`GENERALE EBENE ${suffix}`)}`);
  await expect(page.getByTestId("corporate-row")).toHaveCount(1);
  await page.goto("/corporates");
  await page.getByRole("searchbox", { name: "Name" }).fill(`ebene ${suffix.toUpperCase()}`);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/name=ebene/);
  await expect(page.getByTestId("corporate-row")).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, "corporates-filtered");
  // Sorting by created date keeps the filter, in the URL.
  await page.getByRole("link", { name: "Created" }).click();
  await expect(page).toHaveURL(/sort=created/);
  await expect(page).toHaveURL(/name=ebene/);
  await expect(page.getByRole("link", { name: "Created (sorted ascending)" })).toBeVisible();
  await expect(page.getByTestId("corporate-row")).toHaveCount(1);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // An account, through the sandbox API when the corporate page has no button for it yet.
  const api = await sandboxApi(page.request);
  const opened = await api.call("POST", `/corporates/${corporateId}/accounts`, [
    { currency: "EUR", assign_account_identifier: true },
  ]);
  expect(opened.status).toBe(201);
  const account = opened.body.accounts[0] as { account_id: string; account_identifier: string };
  await page.reload();
  const accounts = page.getByRole("region", { name: "Accounts" });
  await accounts.getByRole("link", { name: `EUR ${account.account_identifier}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(account.account_identifier);
  await expect(balance(page)).toHaveText("€0.00");
  // A corporate has no transfer between own accounts: the spec gives it to customers only.
  await expect(page.getByRole("tab", { name: "Transfer to own account" })).toHaveCount(0);
  await expectAccessible(page);

  // Credit it, through the accounts area's own form.
  await page.getByRole("tab", { name: "Credit" }).click();
  await page.getByLabel("Amount").fill("250");
  await page.getByRole("button", { name: "Review credit…" }).click();
  await expect(confirmation(page)).toContainText(account.account_identifier);
  await confirmation(page).getByRole("button", { name: "Credit €250.00" }).click();
  await expect(outcome(page)).toContainText("New balance€250.00");
  await expect(balance(page)).toHaveText("€250.00");

  // Pay out of it by SCT, with the structured creditor address: the customer's form.
  await page.getByRole("tab", { name: "SEPA transfer" }).click();
  await page.getByRole("button", { name: "Review SEPA transfer…" }).click();
  await expect(page.locator("#creditor\\.address\\.city-error")).toHaveText("Enter the city");
  await page.getByLabel("Amount").fill("40");
  await page.getByLabel("End-to-end id").fill(`E2E${suffix}`.toUpperCase());
  await fillSepaCreditor(page, {
    name: "Fournisseur SARL",
    iban: "FR76 3000 6000 0112 3456 7890 189",
  });
  await page.getByRole("button", { name: "Review SEPA transfer…" }).click();
  await expect(confirmation(page)).toContainText("Rue de Rivoli");
  await expect(confirmation(page)).toContainText("Fournisseur SARL");
  await shoot(page, "corporate-sct-confirm");
  await confirmation(page).getByRole("button", { name: "Send €40.00" }).click();
  await expect(outcome(page)).toContainText("New balance€210.00");
  await expect(balance(page)).toHaveText("€210.00");
  const latest = page.getByRole("region", { name: "Latest transactions" });
  await expect(latest).toContainText("−€40.00");
  await expectAccessible(page);

  // The paged transactions, and back to the corporate: its timeline has what was done.
  await page.getByRole("link", { name: "All transactions" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Corporate account transactions",
  );
  await expectAccessible(page);
  await page.goto(corporateUrl);
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Corporate created");
  await expect(timeline).toContainText("Corporate individual added");
  await expect(timeline).toContainText("SEPA transfer sent");
  await expect(page.getByRole("region", { name: /Latest transactions/ })).toContainText("−€40.00");

  // Edit: a PATCH of the fields, the name among them.
  await page.getByRole("link", { name: "Edit corporate" }).click();
  await expect(page.getByLabel("Tax residency")).toHaveValue("FR");
  await expectAccessible(page);
  // The parent must exist, and may not be the corporate itself: the provider's refusals land
  // on the field, in words.
  const parent = page.getByLabel("Parent corporate id");
  await parent.fill("00000000-0000-4000-8000-000000000000");
  await page.getByRole("button", { name: "Save corporate" }).click();
  await expect(page.locator("#parent_corporate_id-error")).toHaveText(
    "Parent corporate does not exist",
  );
  await parent.fill(corporateId);
  await page.getByRole("button", { name: "Save corporate" }).click();
  await expect(page.locator("#parent_corporate_id-error")).toContainText(
    "cannot be placed under itself",
  );
  await expectAccessible(page);
  await parent.fill("");
  await page.getByLabel("Name").fill(`${name} Holding`);
  await page.getByRole("button", { name: "Save corporate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name} Holding` })).toBeVisible();
});
