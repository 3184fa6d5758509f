import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, shoot, signInAs } from "./support";
import {
  expectStep,
  fillAddress,
  fillIdentification,
  fillIdentity,
  next,
  openWizard,
  uniqueDocument,
  uniqueName,
  wizardUrl,
} from "./wizard";

/** A date `days` from today, as the browser (on this machine's clock and zone) reads it. */
function isoDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Holds the page's draft saves back, as a slow network would, until `release`. */
async function holdDraftSaves(page: Page) {
  const held: Route[] = [];
  const onSave = (route: Route) => {
    const body = route.request().postData() ?? "";
    if (route.request().headers()["next-action"] && !body.includes('"request":')) held.push(route);
    else void route.continue();
  };
  const wizard = (url: URL) => url.pathname === "/customers/new";
  await page.route(wizard, onSave);
  return async function release() {
    await page.unroute(wizard, onSave);
    for (const route of held.splice(0)) await route.continue();
  };
}

const draftSaved = (page: Page) => page.getByText(/^Draft saved \d/);

test("a manager's draft survives a reload, Back and Forward, and leaving asks first", async ({
  page,
  browser,
}) => {
  // One journey through every step, twice over, with axe on each: longer than the default.
  test.setTimeout(120_000);
  const lastName = uniqueName("Draft");
  const document = uniqueDocument();
  await signInAs(page, "manager");
  await openWizard(page);
  await expect(page.getByText("The draft is saved as you type, for 7 days.")).toBeVisible();
  await expectAccessible(page);

  // A date of birth after today is refused on its field, and named at the top of the step.
  await fillIdentity(page, { level: "KYC", firstName: "Jane", lastName });
  const birth = page.getByLabel("Date of birth");
  await birth.fill(isoDay(1));
  await page.getByRole("button", { name: "Next: KYC data" }).click();
  await expectStep(page, "Identity");
  await expect(birth).toBeFocused();
  await expect(page.getByText("Date of birth cannot be in the future")).toBeVisible();
  const problems = page.getByRole("alert").filter({ hasText: "This step cannot go on yet" });
  await expect(problems).toContainText("Date of birth needs correcting");
  await expectAccessible(page);
  await shoot(page, "draft-birth-date-refused");
  // Today is a date of birth: someone born today may be onboarded.
  await birth.fill(isoDay(0));
  await expect(page.getByText("Date of birth cannot be in the future")).toHaveCount(0);
  await expect(problems).toHaveCount(0);
  await next(page, "KYC data");
  await expect(page).toHaveURL(wizardUrl("kyc"));
  await expectAccessible(page);

  // An unanswered risk profile names its three questions; each name leads to its field.
  await fillIdentification(page, 1, document);
  await page.getByLabel("Birth country").fill("Austria");
  await page.getByRole("button", { name: "Next: Addresses and phones" }).click();
  await expectStep(page, "KYC data");
  for (const question of ["Profession", "Account purpose", "Monthly income"])
    await expect(problems).toContainText(`${question} is missing`);
  await expectAccessible(page);
  await shoot(page, "draft-risk-profile-missing");
  await problems.getByRole("link", { name: "Monthly income" }).click();
  await expect(page.getByLabel("Monthly income")).toBeFocused();
  await page.getByLabel("Profession").selectOption("Employee_Worker");
  await page.getByLabel("Account purpose").selectOption("ReceiveSalary");
  await page.getByLabel("Monthly income").selectOption("1501To2000");
  await expect(problems).toHaveCount(0);
  await next(page, "Addresses and phones");
  await expectAccessible(page);

  await fillAddress(page, 1);
  await expect(draftSaved(page)).toBeVisible();
  await shoot(page, "draft-saved");

  // Reload: the same step, with what was typed on it and before.
  await page.reload();
  await expectStep(page, "Addresses and phones");
  await expect(page).toHaveURL(wizardUrl("contact"));
  const home = page.getByRole("group", { name: "Address 1" });
  await expect(home.getByLabel("Address line 1")).toHaveValue("1 Main Street");
  await expect(home.getByLabel("City")).toHaveValue("Berlin");
  await expect(draftSaved(page)).toBeVisible();

  // Back and Forward walk the steps, values kept.
  await page.goBack();
  await expectStep(page, "KYC data");
  await expect(page.getByLabel("Document number")).toHaveValue(document);
  await expect(page.getByLabel("Profession")).toHaveValue("Employee_Worker");
  await page.goBack();
  await expectStep(page, "Identity");
  await expect(page.getByLabel("Last name")).toHaveValue(lastName);
  await expect(birth).toHaveValue(isoDay(0));
  await page.goForward();
  await expectStep(page, "KYC data");
  await page.goForward();
  await expectStep(page, "Addresses and phones");
  await expect(home.getByLabel("City")).toHaveValue("Berlin");

  await next(page, "Accounts and cards");
  await expectAccessible(page);
  await next(page, "Review");
  await expectAccessible(page);
  await expect(draftSaved(page)).toBeVisible();

  // Input the server does not hold yet: leaving by a link asks, and staying keeps it.
  await page.getByRole("button", { name: "1 Identity" }).click();
  const release = await holdDraftSaves(page);
  await page.getByLabel("Email").fill("jane@example.com");
  await expect(page.getByText("Saving the draft…")).toBeVisible();
  const asked: { type: string; message: string }[] = [];
  page.once("dialog", async (dialog) => {
    asked.push({ type: dialog.type(), message: dialog.message() });
    await dialog.dismiss();
  });
  const leave = page.getByRole("link", { name: "Customers" }).first();
  await leave.click();
  expect(asked).toEqual([{ type: "confirm", message: expect.stringContaining("not saved yet") }]);
  await expectStep(page, "Identity");
  await expect(page.getByLabel("Email")).toHaveValue("jane@example.com");

  // Saved, it leaves without a question.
  await release();
  await expect(draftSaved(page)).toBeVisible();
  page.on("dialog", (dialog) => {
    throw new Error(`unexpected question: ${dialog.message()}`);
  });
  await leave.click();
  await expect(page).toHaveURL("/customers");

  // Coming back offers the draft, which opens at the furthest step reached, all kept.
  await page.getByRole("link", { name: "Onboard customer" }).click();
  await expect(page.getByRole("heading", { name: "Continue where you left off?" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "draft-offered");
  await page.getByRole("link", { name: `Continue Jane ${lastName}'s onboarding` }).click();
  await expectStep(page, "Review");
  await expect(page).toHaveURL(wizardUrl("review"));
  await expect(page.getByRole("region", { name: "Identity" })).toContainText("jane@example.com");
  const draftUrl = page.url();

  // Only its owner may open it: another onboarder gets a wizard of their own.
  const admin = await browser.newPage();
  await signInAs(admin, "admin", draftUrl);
  await expect(admin).toHaveURL(/\/customers\/new(\?|$)/);
  await expect(admin.getByText(lastName)).toHaveCount(0);
  await admin.close();

  // Closing the tab with unsaved input asks too (the browser's own question).
  await page.getByRole("button", { name: "1 Identity" }).click();
  await holdDraftSaves(page);
  page.removeAllListeners("dialog");
  await page.getByLabel("Email").fill("jane.doe@example.com");
  const closing = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const unload = await closing;
  expect(unload.type()).toBe("beforeunload");
  await unload.accept();
});
