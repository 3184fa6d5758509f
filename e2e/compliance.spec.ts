import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { anonymousCustomer, sandboxApi } from "./sandbox-api";
import { shoot, signInAs } from "./support";

/** Names allow no digits, so a run's customers are told apart by a random word. */
const word = () =>
  Array.from({ length: 6 }, (_, i) =>
    String.fromCharCode((i === 0 ? 65 : 97) + randomInt(26)),
  ).join("");

/** The names in the queue, top to bottom, once the page's rows have streamed in. */
async function queueNames(page: Page) {
  const links = page.getByTestId("queue-row").getByRole("link");
  await expect(links.first()).toBeVisible();
  return links.allTextContents();
}

test("compliance reviews AML holds oldest first, decides with a reason and clears one on the sandbox", async ({
  page,
  request,
  browser,
}) => {
  const sandbox = await sandboxApi(request);
  const tag = word();
  // The older one is held by the sandbox's AML check at creation (an AMLHOLD identification) ...
  const older = await sandbox.call(
    "POST",
    "/customers",
    anonymousCustomer({
      first_name: "Olive",
      last_name: `Older ${tag}`,
      identifications: [{ type: "Passport", value: `AMLHOLD${randomInt(1e9)}` }],
    }),
  );
  expect(older.status).toBe(201);
  expect(older.body.status).toBe("OnHold");
  const olderId = older.body.customer_id as string;
  // ... the newer one is created Active, then put on hold by the AML simulation.
  const newer = await sandbox.call(
    "POST",
    "/customers",
    anonymousCustomer({ first_name: "Nina", last_name: `Newer ${tag}` }),
  );
  expect(newer.status).toBe(201);
  const held = await sandbox.call("POST", `/simulate/customers/${newer.body.customer_id}/aml`, {
    status: "OnHold",
  });
  expect(held.body.status).toBe("OnHold");
  for (const event of [
    { status: "DocumentExpired" },
    {
      status: "Rejected",
      reject_reason: ["BadRequest|document blurry", "FailedDependency|registry unavailable"],
    },
  ]) {
    const sent = await sandbox.call("POST", `/simulate/customers/${olderId}/verification`, event);
    expect(sent.status).toBe(202);
  }

  await signInAs(page, "compliance");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Compliance" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Compliance" })).toBeVisible();
  const olderName = `Olive Older ${tag}`;
  const newerName = `Nina Newer ${tag}`;
  const names = await queueNames(page);
  expect(names).toContain(newerName);
  expect(names.indexOf(olderName)).toBeLessThan(names.indexOf(newerName));
  expect(names.indexOf(olderName)).toBeGreaterThanOrEqual(0);
  await shoot(page, "compliance-queue");

  const onHold = page.getByRole("link", { name: "On hold", exact: true });
  await onHold.click();
  await expect(page).toHaveURL(/status=OnHold/);
  await expect(onHold).toHaveAttribute("aria-current", "page");
  expect(await queueNames(page)).toContain(olderName);

  await page.getByRole("link", { name: olderName }).click();
  await expect(page).toHaveURL(`/compliance/${olderId}`);
  await expect(page.getByRole("heading", { level: 1, name: olderName })).toBeVisible();

  // The sandbox's dispatcher posts due webhooks every second: reload until both are in.
  const events = page.getByTestId("verification-event");
  await expect(async () => {
    await page.reload();
    await expect(events).toHaveCount(2, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const rejected = events.first();
  await expect(rejected).toContainText("Rejected");
  const reasons = rejected.getByRole("list", { name: "Reject reasons" }).getByRole("listitem");
  await expect(reasons.first()).toContainText("BadRequest");
  await expect(reasons.first()).toContainText("document blurry");
  await expect(reasons.first()).not.toContainText("BadRequest|");
  await expect(reasons.nth(1)).toContainText("FailedDependency");
  await expect(reasons.nth(1)).toContainText("registry unavailable");
  await expect(events.nth(1)).toContainText("The previously approved document has expired.");

  await page.getByLabel("New note").fill("Called the customer: a new passport scan is on its way.");
  await page.getByRole("button", { name: "Add note" }).click();
  const note = page.getByTestId("note");
  await expect(note).toContainText("a new passport scan is on its way");
  await expect(note).toContainText("compliance@example.com");
  await expect(page.getByLabel("New note")).toHaveValue("");

  // No reason: refused in the browser, on the Reason field, and nothing is recorded.
  await page.getByRole("radio", { name: "Clear", exact: true }).check();
  await page.getByLabel("Reason for the decision").fill("   ");
  await page.getByRole("button", { name: "Record decision" }).click();
  await expect(page.getByLabel("Reason for the decision")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#reason-error")).toHaveText("Write the reason: it cannot be empty");
  await expect(page.getByText("No decision recorded yet.")).toBeVisible();

  await page
    .getByLabel("Reason for the decision")
    .fill("New passport checked against the registry: it matches.");
  await page.getByRole("button", { name: "Record decision" }).click();
  const record = page.getByTestId("decision-record");
  await expect(record).toHaveCount(1);
  await expect(record).toContainText("Clear");
  await expect(record).toContainText("it matches");
  // The form is ready for the next decision.
  await expect(page.getByRole("radio", { name: "Clear", exact: true })).not.toBeChecked();
  await expect(page.getByLabel("Reason for the decision")).toHaveValue("");
  await shoot(page, "compliance-review");

  // The decision is recorded; the sandbox follows only when told to.
  await expect(page.getByRole("heading", { level: 1, name: olderName })).toBeVisible();
  await page.getByRole("button", { name: "Set status to Active" }).click();
  await expect(page.getByText("The provider's status is Active")).toBeVisible();
  await expect(page.getByText("Provider status Active")).toBeVisible();
  await shoot(page, "compliance-applied");

  await page.goto("/compliance");
  expect(await queueNames(page)).not.toContain(olderName);
  expect(await queueNames(page)).toContain(newerName);

  // A page made in a test gets the test's options: this worker's server as its baseURL.
  const admin = await browser.newPage();
  await signInAs(admin, "admin", "/audit");
  for (const action of ["Compliance decision recorded", "AML decision applied on the sandbox"]) {
    await expect(
      admin
        .getByRole("row")
        .filter({ hasText: action })
        .filter({ hasText: olderName })
        .filter({ has: admin.locator(`[data-copy-id="${olderId}"]`) }),
    ).toHaveCount(1);
  }
  await admin.close();
});

test("a manager gets 403 on the compliance queue and review pages", async ({ page, request }) => {
  const sandbox = await sandboxApi(request);
  const created = await sandbox.call("POST", "/customers", anonymousCustomer());
  await signInAs(page, "manager");
  for (const path of ["/compliance", `/compliance/${created.body.customer_id}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
  }
});
