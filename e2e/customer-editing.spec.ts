import type { Page } from "@playwright/test";
import { homeAddress } from "../lib/cams/__fixtures__/bodies";
import { expect, test } from "./fixtures";
import { kycCustomer, sandboxApi } from "./sandbox-api";
import { shoot, signInAs } from "./support";

type Api = Awaited<ReturnType<typeof sandboxApi>>;

let seq = 0;
/** A document value of this run only (identification values: 1 to 20 letters and digits). */
const documentValue = () => `ED${Date.now().toString(36)}${++seq}`.toUpperCase();

/** Lena Vogel, KYC, with a second address line and a mobile number: what the editors edit. */
async function newKycCustomer(api: Api, extra: Record<string, unknown> = {}) {
  const created = await api.call(
    "POST",
    "/customers",
    kycCustomer({
      first_name: "Lena",
      last_name: "Vogel",
      identifications: [{ type: "Passport", value: documentValue() }],
      addresses: [{ ...homeAddress, line_2: "Building B" }],
      mobile_number: "+4915112345678",
      ...extra,
    }),
  );
  expect(created.status).toBe(201);
  return created.body.customer_id as string;
}

const stored = async (api: Api, id: string) => (await api.call("GET", `/customers/${id}`)).body;
const saved = (page: Page, text: string) =>
  expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();

test("a manager edits the profile with its risk profile, an identification and the phones", async ({
  page,
  request,
}) => {
  const api = await sandboxApi(request);
  const id = await newKycCustomer(api);
  const taken = documentValue();
  await newKycCustomer(api, { identifications: [{ type: "Passport", value: taken }] });

  await signInAs(page, "manager", `/customers/${id}`);
  await page.getByRole("link", { name: "Edit profile" }).click();
  await expect(page).toHaveURL(`/customers/${id}/profile`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit profile: Lena Vogel");
  await expect(page.getByLabel("Profession")).toHaveValue("Employee_Worker");
  await shoot(page, "edit-profile");

  // The browser refuses what the provider would, at the boundary: 51 characters.
  await page.getByLabel("First name").fill("L".repeat(51));
  await page.getByLabel("Birth country").fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.locator("#first_name-error")).toHaveText(
    "First name cannot be longer than 50 characters",
  );
  await expect(page.locator("#birth_country-error")).toHaveText(
    "Birth country is required at KYC level KYC",
  );
  await expect(page).toHaveURL(`/customers/${id}/profile`);
  await shoot(page, "edit-profile-refused");

  await page.getByLabel("First name").fill("Magdalena");
  await page.getByLabel("Birth country").fill("AT");
  await page.getByLabel("Email").fill("magdalena@example.com");
  await page.getByLabel("Profession").selectOption({ label: "Self employed" });
  await page.getByLabel("Monthly income").selectOption({ label: "Greater than 3000" });
  await page.getByRole("button", { name: "Save profile" }).click();
  await saved(page, "Profile saved");
  await expect(page).toHaveURL(`/customers/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Magdalena Vogel");
  await expect(page.getByRole("region", { name: "Risk profile" })).toContainText("Self employed");
  expect(await stored(api, id)).toMatchObject({
    first_name: "Magdalena",
    birth_country: "AT",
    email: "magdalena@example.com",
    risk_profile: {
      profession: "SelfEmployed",
      account_purpose: "ReceiveSalary",
      monthly_income: "GreaterThan3000",
    },
  });

  // Identifications: another customer's document is refused on the value field.
  await page.getByRole("link", { name: "Edit identifications" }).click();
  await expect(page.getByRole("link", { name: "Passport" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await shoot(page, "edit-identifications");
  const value = page.getByLabel("Identification value");
  await value.fill(taken);
  await page.getByRole("button", { name: "Save Passport" }).click();
  await expect(page.locator("#value-error")).toHaveText(
    "Another customer already has this Passport: check the value",
  );
  await expect(page.getByRole("alert").filter({ hasText: "4224001" })).toBeVisible();
  const mine = documentValue();
  await value.fill(mine);
  await page.getByLabel("Issuing country").fill("AT");
  await page.getByLabel("Expiry date").fill("2031-05-31");
  await page.getByRole("button", { name: "Save Passport" }).click();
  await saved(page, "Passport saved");
  const identifications = page.getByRole("region", { name: "Identifications" });
  await expect(identifications).toContainText(mine);
  await expect(identifications).toContainText("AT, expires 2031-05-31");

  // Phones: the mobile number changes, a landline is added.
  await page.getByRole("link", { name: "Edit phones" }).click();
  await expect(page.getByLabel("Mobile number")).toHaveValue("+4915112345678");
  await page.getByLabel("Mobile number").fill("+4915199990000");
  await page.getByRole("button", { name: "+ Add a landline number" }).click();
  await page.getByLabel("Landline number").fill("+49301234567");
  await shoot(page, "edit-phones");
  await page.getByRole("button", { name: "Save phones" }).click();
  await saved(page, "Phones saved");
  const phones = page.getByRole("region", { name: "Phones" });
  await expect(phones).toContainText("+4915199990000");
  await expect(phones).toContainText("+49301234567");
});

test("support edits phones and addresses: PATCH with line_3, then PUT as a replacement", async ({
  page,
  request,
}) => {
  const api = await sandboxApi(request);
  const id = await newKycCustomer(api, { mobile_number: undefined });

  await signInAs(page, "support", `/customers/${id}`);
  await expect(page.getByRole("link", { name: "Edit profile" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit identifications" })).toHaveCount(0);

  // Phones: none yet, so saving waits for a number; a row added can be taken away.
  await page.getByRole("link", { name: "Edit phones" }).click();
  await expect(page.getByRole("button", { name: "Save phones" })).toBeDisabled();
  await page.getByRole("button", { name: "+ Add a landline number" }).click();
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByLabel("Landline number")).toHaveCount(0);
  await page.getByRole("button", { name: "+ Add a mobile number" }).click();
  await page.getByLabel("Mobile number").fill("+4917612");
  await page.getByRole("button", { name: "Save phones" }).click();
  await expect(page.locator("#mobile_number-error")).toHaveText(
    "Phone number must be a plus sign and 8 to 15 digits, the first not 0",
  );
  await page.getByLabel("Mobile number").fill("+4917612345678");
  await page.getByRole("button", { name: "Save phones" }).click();
  await saved(page, "Phones saved");
  await expect(page.getByRole("region", { name: "Phones" })).toContainText("+4917612345678");

  // PATCH: line_3 is added, the rest stays.
  await page.getByRole("link", { name: "Edit addresses" }).click();
  await expect(page.getByLabel("Change some fields")).toBeChecked();
  await page.getByLabel("Address line 3").fill("Flat 5");
  await shoot(page, "edit-address-patch");
  await page.getByRole("button", { name: "Save address" }).click();
  await saved(page, "Address saved");
  await expect(page.getByRole("region", { name: "Addresses" })).toContainText(
    "1 Main Street, Building B, Flat 5, 10115 Berlin, DE",
  );
  expect((await stored(api, id)).addresses[0]).toMatchObject({
    line_2: "Building B",
    line_3: "Flat 5",
  });

  // PATCH cannot remove a line; the form says so rather than keep it silently.
  await page.getByRole("link", { name: "Edit addresses" }).click();
  await page.getByLabel("Address line 2").fill("");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.locator("#line_2-error")).toContainText("replace the whole address");

  // PUT: the whole address; empty optional lines are removed, mandatory ones are required.
  await page.getByLabel("Replace the whole address").check();
  await page.getByLabel("City").fill("");
  await page.getByRole("button", { name: "Replace address" }).click();
  await expect(page.locator("#city-error")).toHaveText("Enter the city");
  await shoot(page, "edit-address-put");
  await page.getByLabel("City").fill("Potsdam");
  await page.getByLabel("Postal code").fill("14467");
  await page.getByLabel("Address line 1").fill("2 Lake Road");
  await page.getByLabel("Address line 3").fill("");
  await page.getByRole("button", { name: "Replace address" }).click();
  await saved(page, "Address replaced");
  const home = (await stored(api, id)).addresses[0];
  expect(home).toMatchObject({ line_1: "2 Lake Road", city: "Potsdam", postal_code: "14467" });
  expect(home.line_2 ?? null).toBeNull();
  expect(home.line_3 ?? null).toBeNull();

  // A type the customer does not have yet is added whole.
  await page.getByRole("link", { name: "Edit addresses" }).click();
  await page.getByRole("link", { name: "+ Work" }).click();
  await expect(page.getByRole("heading", { name: "Work address" })).toBeVisible();
  await page.getByLabel("Address line 1").fill("9 Office Park");
  await page.getByLabel("City").fill("Berlin");
  await page.getByLabel("Postal code").fill("10117");
  await page.getByLabel("Country").fill("DE");
  await page.getByRole("button", { name: "Add address" }).click();
  await saved(page, "Address added");
  await expect(page.getByRole("region", { name: "Addresses" })).toContainText("Work");

  // The editors support may not use answer 403.
  for (const editor of ["profile", "identifications"]) {
    const response = await page.goto(`/customers/${id}/${editor}`);
    expect(response?.status()).toBe(403);
  }
});

test("a Home country change is refused on the Country field, by PATCH and by PUT", async ({
  page,
  request,
}) => {
  const api = await sandboxApi(request);
  const id = await newKycCustomer(api);
  await api.call("PUT", "/simulate/config", { user_verification_enabled: true });
  const explained =
    "Country cannot be updated with the provided type: while user verification is on, a Home address keeps the country the customer was verified in.";
  try {
    await signInAs(page, "support", `/customers/${id}/addresses?type=Home`);
    const country = page.getByLabel("Country");
    await country.fill("FR");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.locator("#country-error")).toHaveText(explained);
    await expect(country).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").filter({ hasText: "4000001" })).toBeVisible();

    await page.getByLabel("Replace the whole address").check();
    await page.getByRole("button", { name: "Replace address" }).click();
    await expect(page.locator("#country-error")).toHaveText(explained);
    await shoot(page, "edit-address-country-refused");
    expect((await stored(api, id)).addresses[0].country).toBe("DE");
  } finally {
    await api.call("PUT", "/simulate/config", { user_verification_enabled: false });
  }
});

test("an editor says up front that the provider refuses changes to a customer on AML hold", async ({
  page,
  request,
}) => {
  const api = await sandboxApi(request);
  const id = await newKycCustomer(api, {
    identifications: [{ type: "Passport", value: `AMLHOLD${Date.now().toString(36)}` }],
  });
  await signInAs(page, "support", `/customers/${id}/phones`);
  await expect(page.getByRole("note")).toContainText("on hold due to AML checks");
  await page.getByLabel("Mobile number").fill("+4917600000000");
  await page.getByRole("button", { name: "Save phones" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "4224005" })).toBeVisible();
  await expect(page).toHaveURL(`/customers/${id}/phones`);
});
