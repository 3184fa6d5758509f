import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { kycCustomer, newCustomerId, sandboxApi } from "./sandbox-api";
import { awaitEventRow, expectAccessible, shoot, signInAs } from "./support";
import { uniqueDocument } from "./wizard";

// An admin moves the built-in sandbox's clock from Settings → Sandbox, with the console's, and
// a held customer's compliance case falls due on screen. The spec puts both clocks back on real
// time at the end, so the specs after it on this worker's server find real time.

/** Names allow no digits, so a run's customers are told apart by a random word. */
const word = () =>
  Array.from({ length: 6 }, (_, i) =>
    String.fromCharCode((i === 0 ? 65 : 97) + randomInt(26)),
  ).join("");

const facts = (page: Page) => page.getByRole("region", { name: "The case", exact: true });

async function advanceOneDay(page: Page) {
  await page.getByRole("button", { name: "Advance 1 day…" }).click();
  const dialog = page.getByRole("dialog", { name: "Advance the sandbox's clock?" });
  await expect(dialog).toContainText("by a day");
  await dialog.getByRole("button", { name: "Advance" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The sandbox's time is now" }),
  ).toBeVisible({
    timeout: 60_000,
  });
}

test("an admin advances the sandbox's clock a day at a time, and a held customer's case falls due", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const last = `Clock ${word()}`;
  const sandbox = await sandboxApi(request);
  const customerId = await newCustomerId(request, "Hedda", last);
  await sandbox.call("POST", `/simulate/customers/${customerId}/aml`, { status: "OnHold" });
  // A passport valid through today: the first day's advance expires it, and the webhook,
  // dated tomorrow on the sandbox's clock, must still reach the console.
  const today = (await sandbox.call("GET", "/simulate/clock")).body.now.slice(0, 10);
  const expiring = await sandbox.call(
    "POST",
    "/customers",
    kycCustomer({
      first_name: "Edith",
      last_name: `Expiry ${word()}`,
      identifications: [{ type: "Passport", value: uniqueDocument(), expiry_date: today }],
    }),
  );
  expect(expiring.status).toBe(201);
  const expiringId = (expiring.body as { customer_id: string }).customer_id;

  await signInAs(page, "admin");
  // Reading the held customer is how the console learns of the hold: its case opens, due in 48 hours.
  await page.goto(`/customers/${customerId}`);
  await page.goto("/cases?view=unassigned");
  await page.getByRole("link", { name: `Hedda ${last}` }).click();
  await expect(facts(page)).toContainText(/Due in (47|48) hours/);
  const caseUrl = page.url();

  try {
    await page.goto("/settings/sandbox");
    const clock = page.getByRole("region", { name: "Clock" });
    await expect(clock).toContainText("Sandbox time");
    await expect(clock).toContainText("Real time");
    await expectAccessible(page);

    // No date is refused on its field before anything is asked, with focus there.
    const dateField = page.getByLabel("Advance to (UTC)");
    await page.getByRole("button", { name: "Advance to this time…" }).click();
    await expect(
      page.getByText("Choose the date and time (UTC) to move the clock to"),
    ).toBeVisible();
    await expect(dateField).toBeFocused();

    // A date in the past is refused on its field, in words, focus goes there, and nothing moves.
    await dateField.fill("2020-01-01T00:00");
    await page.getByRole("button", { name: "Advance to this time…" }).click();
    await page
      .getByRole("dialog", { name: "Advance the sandbox's clock?" })
      .getByRole("button", { name: "Advance" })
      .click();
    await expect(page.getByText(/The clock only moves forward: choose a time after/)).toBeVisible();
    await expect(dateField).toBeFocused();
    await expect(page.getByText("Console clock:")).toHaveCount(0);

    // The console's clock moves with the sandbox's only when asked: a demo's choice.
    const withConsole = page.getByRole("checkbox", { name: /Move the console's clock with it/ });
    await expect(withConsole).not.toBeChecked();
    await withConsole.check();

    // Cancelling the question moves nothing either.
    await page.getByRole("button", { name: "Advance 1 day…" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Console clock:")).toHaveCount(0);

    await advanceOneDay(page);
    await expect(clock).toContainText("Sandbox clock: 1 day ahead");
    // The header says the console's clock is shifted, on every page.
    await expect(page.getByRole("banner")).toContainText("Console clock: 1 day ahead");
    await shoot(page, "sandbox-clock");
    await expectAccessible(page);

    // A reload keeps it: the clocks live in the database.
    await page.reload();
    await expect(clock).toContainText("Sandbox clock: 1 day ahead");

    // The DocumentExpired webhook, dated a day ahead, was taken by the console's receiver.
    await page.goto(
      `/events?type=user.verification.status&customer=${encodeURIComponent(expiringId)}`,
    );
    const row = await awaitEventRow(page);
    await expect(row).toContainText("Verification: document expired");

    await page.goto(caseUrl);
    await expect(facts(page)).toContainText(/Due in (23|24) hours/);
    await expect(page.getByRole("banner")).toContainText("Console clock: 1 day ahead");

    await page.goto("/settings/sandbox");
    await page.getByRole("checkbox", { name: /Move the console's clock with it/ }).check();
    await advanceOneDay(page);
    await page.goto(caseUrl);
    await expect(facts(page)).toContainText(/Overdue by less than an hour|Overdue by 1 hour/);
    await expectAccessible(page);
    // The inbox's Overdue view lists it now.
    await page.goto("/cases?view=overdue");
    await expect(page.getByRole("row", { name: new RegExp(`Hedda ${last}`) })).toContainText(
      /Overdue by/,
    );
  } finally {
    await page.goto("/settings/sandbox");
    await page.getByRole("button", { name: "Back to real time" }).click();
    await expect(page.getByRole("status").filter({ hasText: "back on real time" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Clock" })).toContainText("Real time");
  }
  await expect(page.getByText("Console clock:")).toHaveCount(0);
});
