import { expect, test } from "./fixtures";
import { newCustomerId } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";

test("a manager adds a remittance beneficiary: line 1 over 40 characters is refused for RemitOne, then one is listed", async ({
  page,
  request,
}) => {
  const customerId = await newCustomerId(request, "Bea", "Sender");

  await signInAs(page, "manager", `/customers/${customerId}`);
  const section = page.getByRole("region", { name: "Beneficiaries" });
  await expect(section).toContainText("No beneficiaries created from the console yet.");
  await expectAccessible(page);
  await section.getByRole("link", { name: "Add beneficiary" }).click();
  await expect(page).toHaveURL(`/customers/${customerId}/beneficiaries/new`);
  await expectAccessible(page);

  await page.getByLabel("First name").fill("Jane");
  await page.getByLabel("Last name").fill("Doe");
  await page.getByLabel("Remittance vendor (optional)").fill("RemitOne");
  await page.getByLabel("IBAN (optional)").fill("DE89 3704 0044 0532 0130 00");
  const line1 = page.getByLabel("Address line 1 (required)");
  await line1.fill("x".repeat(41));
  await page.getByLabel("City (required)").fill("Berlin");
  await page.getByLabel("Postal code (required)").fill("10115");
  await page.getByLabel("Country (required)").fill("de");
  await page.getByRole("button", { name: "Create beneficiary" }).click();
  await expect(line1).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#address\\.line_1-error")).toHaveText(
    "Address line 1 cannot be longer than 40 characters for RemitOne",
  );
  await shoot(page, "beneficiary-line1-refused");
  await expectAccessible(page);

  // Exactly 40 is accepted.
  await line1.fill(`${"Hauptstrasse 1, Hinterhaus, 3. Stock".padEnd(40, "x")}`);
  await expect(line1).toHaveAttribute("aria-invalid", "false");
  await page.getByRole("button", { name: "Create beneficiary" }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customerId}(#beneficiaries)?$`));
  await expect(page.getByText("Beneficiary created")).toBeVisible();
  const row = page.getByRole("region", { name: "Beneficiaries" }).getByTestId("beneficiary-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Jane Doe");
  await expect(row).toContainText("RemitOne");
  await expect(row).toContainText("DE89370400440532013000");
  await expect(row).toContainText("Berlin");
  await shoot(page, "customer-beneficiaries");
  await expectAccessible(page);

  // The list is the console's own record: it is still there on reload.
  await page.reload();
  await expect(row).toHaveCount(1);
});

test("support sees the Beneficiaries section without the way to add one, and gets 403 on the form", async ({
  page,
  request,
}) => {
  const customerId = await newCustomerId(request, "Sam", "Support");
  await signInAs(page, "support", `/customers/${customerId}`);
  const section = page.getByRole("region", { name: "Beneficiaries" });
  await expect(section).toBeVisible();
  await expect(section.getByRole("link", { name: "Add beneficiary" })).toHaveCount(0);
  const response = await page.goto(`/customers/${customerId}/beneficiaries/new`);
  expect(response?.status()).toBe(403);
});
