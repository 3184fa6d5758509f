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

/** The wizard's URL: a draft and a step. */
export const wizardUrl = (step = "identity") =>
  new RegExp(`/customers/new\\?draft=[0-9a-f-]{36}&step=${step}$`);

/**
 * Opens the wizard from the customers page, as a manager would, on a new draft: an unfinished
 * one an earlier test left is offered first, and passed over.
 */
export async function openWizard(page: Page) {
  await page.goto("/customers");
  await page.getByRole("link", { name: "Onboard customer" }).click();
  const offer = page.getByRole("heading", { name: "Continue where you left off?" });
  const identity = stepHeading(page, "Identity");
  await expect(offer.or(identity)).toBeVisible();
  if (await offer.isVisible())
    await page.getByRole("button", { name: "Start a new onboarding" }).click();
  await expect(page).toHaveURL(wizardUrl());
  await expectStep(page, "Identity");
}

const stepHeading = (page: Page, title: string) =>
  page.getByRole("heading", { level: 2, name: new RegExp(`: ${title}$`) });

export async function expectStep(page: Page, title: string) {
  await expect(stepHeading(page, title)).toBeVisible();
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
  await page.getByLabel("Nationality").fill("Germany");
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
  await row.getByLabel("Country", { exact: true }).fill("DE");
}
