import { expect, type Page } from "@playwright/test";

/** Letters only (names refuse digits); a random suffix keeps a run's customer alone in a search. */
export function uniqueName(prefix: string) {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `${prefix}${letters.join("")}`;
}

/** An identification value for this run: letters and digits, at most 20. */
export const uniqueDocument = () =>
  `P${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

/** Opens the wizard from the customers page, as a manager would. */
export async function openWizard(page: Page) {
  await page.goto("/customers");
  await page.getByRole("link", { name: "Onboard customer" }).click();
  await expect(page).toHaveURL("/customers/new");
  await expectStep(page, "Identity");
}

export async function expectStep(page: Page, title: string) {
  await expect(
    page.getByRole("heading", { level: 2, name: new RegExp(`: ${title}$`) }),
  ).toBeVisible();
}

export async function next(page: Page, title: string) {
  await page.getByRole("button", { name: `Next: ${title}` }).click();
  await expectStep(page, title);
}

export async function fillIdentity(
  page: Page,
  { level, firstName, lastName }: { level: string; firstName: string; lastName: string },
) {
  await page.getByLabel("KYC level").selectOption(level);
  await page.getByLabel("Nationality").selectOption("DE");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
}

export async function fillIdentification(page: Page, index: number, value: string) {
  const row = page.getByRole("group", { name: `Identification ${index}` });
  await row.getByLabel("Document type").selectOption("Passport");
  await row.getByLabel("Document number").fill(value);
}

export async function fillAddress(page: Page, index: number, type = "Home") {
  const row = page.getByRole("group", { name: `Address ${index}` });
  await row.getByLabel("Address type").selectOption(type);
  await row.getByLabel("Address line 1").fill(`${index} Main Street`);
  await row.getByLabel("City").fill("Berlin");
  await row.getByLabel("Postal code").fill("10115");
  await row.getByLabel("Country", { exact: true }).selectOption("DE");
}
