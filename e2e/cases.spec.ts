import { createHash, randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./fixtures";
import { newCustomerId, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signIn, signInAs } from "./support";

/** Names allow no digits, so a run's customers are told apart by a random word. */
const word = () =>
  Array.from({ length: 6 }, (_, i) =>
    String.fromCharCode((i === 0 ? 65 : 97) + randomInt(26)),
  ).join("");

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

const timeline = (page: Page) => page.getByRole("region", { name: "Timeline" });
const facts = (page: Page) => page.getByRole("region", { name: "The case", exact: true });

test("compliance takes an AML hold's case, notes, moves and closes it; a colleague's stale edit is refused in words", async ({
  page,
  request,
  browser,
}) => {
  const last = `Case ${word()}`;
  const customerId = await newCustomerId(request, "Hilda", last);
  await (await sandboxApi(request)).call("POST", `/simulate/customers/${customerId}/aml`, {
    status: "OnHold",
  });

  // Reading the held customer is how the console learns of the hold: its case opens.
  await signInAs(page, "compliance", `/customers/${customerId}`);
  await page.goto("/cases?view=unassigned");
  await expectAccessible(page);
  await shoot(page, "cases-inbox");
  await page.getByRole("link", { name: `Hilda ${last}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`AML hold: Hilda ${last}`);
  await expect(facts(page)).toContainText("New");
  await expect(facts(page)).toContainText("Unassigned");
  await expect(facts(page)).toContainText(/Due in (47|48) hours/);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Take this case" }).click();
  await expect(facts(page)).toContainText("In review");
  await expect(facts(page)).toContainText("Cora Compliance");
  await expect(timeline(page)).toContainText("Assigned to Cora Compliance");

  // An empty note is refused on its field; a note is added to the timeline.
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Write the note: it cannot be empty")).toBeVisible();
  await page
    .getByLabel("New note")
    .fill("Called the customer: sending a passport. @compliance2, does the address match?");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(timeline(page)).toContainText("Called the customer: sending a passport.");

  // Evidence: a web page named .pdf is refused on the field by its content; a PDF is kept,
  // with its SHA-256 shown.
  const evidence = page.getByRole("region", { name: "Evidence" });
  const fileField = page.getByLabel("Attach evidence");
  await fileField.setInputFiles({
    name: "statement.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<!doctype html><html><body>Pay here</body></html>"),
  });
  await page.getByRole("button", { name: "Attach file" }).click();
  await expect(evidence.getByRole("alert")).toContainText("This file is a web page");
  await fileField.setInputFiles({
    name: "statement.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByRole("button", { name: "Attach file" }).click();
  await expect(evidence).toContainText(`SHA-256 ${sha256(PDF)}`);
  await expect(evidence.getByRole("alert")).toBeHidden();
  await expect(timeline(page)).toContainText("Evidence attached");

  // The decision is made on the case page, with the review page's form; on the sandbox it is
  // then applied (straight away: the AML policy holds nothing here). Both reach the timeline.
  await expect(page.getByRole("region", { name: "The customer" })).toContainText("On hold");
  await page.getByLabel("Clear", { exact: true }).check();
  await page.getByLabel("Reason for the decision").fill("Passport matches the registry record.");
  await page.getByRole("button", { name: "Record decision" }).click();
  await expect(timeline(page)).toContainText("Compliance decision recorded: Clear");
  await page.getByRole("button", { name: "Set status to Active" }).click();
  await expect(page.getByText("The provider's status is Active")).toBeVisible();
  await expect(page.getByRole("region", { name: "The customer" })).toContainText("Active");
  await expectAccessible(page);

  // Snoozed: out of My cases until its time (a time already past is refused on its field).
  const field = (date: Date) => date.toISOString().slice(0, 16);
  await page.getByLabel("Wake at (UTC)").fill(field(new Date(Date.now() - 3_600_000)));
  await page.getByLabel("Reason for the snooze").fill("Waiting for the passport");
  await page.getByRole("button", { name: "Snooze" }).click();
  await expect(
    page.getByText("Choose a time after now: a snooze ends in the future."),
  ).toBeVisible();
  await page.getByLabel("Wake at (UTC)").fill(field(new Date(Date.now() + 86_400_000)));
  await page.getByRole("button", { name: "Snooze" }).click();
  await expect(facts(page)).toContainText("Snoozed");
  const caseUrl = page.url();
  await page.goto("/cases?view=mine");
  await expect(page.getByRole("link", { name: `Hilda ${last}` })).toBeHidden();
  await page.goto("/cases?view=snoozed");
  await page.getByRole("link", { name: `Hilda ${last}` }).click();
  await page.getByRole("button", { name: "Wake it now" }).click();
  await expect(timeline(page)).toContainText("Woken by hand.");
  await expect(facts(page)).not.toContainText("Snoozed");
  expect(page.url()).toBe(caseUrl);

  // A colleague opens the case now, before the next change.
  const colleague = await (await browser.newContext()).newPage();
  await signIn(colleague, "compliance2@example.com");
  await expect(colleague.getByTestId("current-role")).toHaveText("compliance");
  // The mention waits in their bell; following it opens the case and marks it read.
  const bell = colleague.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const mention = colleague
    .getByRole("region", { name: "Notifications" })
    .getByRole("link", { name: `Unread: Cora Compliance mentioned you in a note: Hilda ${last}` });
  await expect(mention).toBeVisible();
  await expectAccessible(colleague);
  await mention.click();
  await expect(colleague).toHaveURL(page.url());
  await expect(colleague.getByRole("heading", { level: 1 })).toHaveText(`AML hold: Hilda ${last}`);
  await colleague.getByRole("button", { name: /^Notifications/ }).click();
  await expect(
    colleague
      .getByRole("region", { name: "Notifications" })
      .getByRole("link", { name: `Cora Compliance mentioned you in a note: Hilda ${last}` }),
  ).toBeVisible();
  await colleague.keyboard.press("Escape");
  await expect(colleague.getByRole("region", { name: "Notifications" })).toBeHidden();

  await page.getByLabel("Move to").selectOption({ label: "Waiting on customer" });
  await page.getByLabel("Reason for the change").fill("Passport asked for");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(facts(page)).toContainText("Waiting on customer");
  await expect(timeline(page)).toContainText("In review → Waiting on customer");
  await page.reload();
  await expect(facts(page)).toContainText("Waiting on customer");

  // The colleague's page still shows In review: their change is refused, naming who moved it.
  await colleague.getByLabel("Move to").selectOption({ label: "Escalated" });
  await colleague.getByLabel("Reason for the change").fill("Looks odd");
  await colleague.getByRole("button", { name: "Change status" }).click();
  await expect(colleague.getByRole("alert").filter({ hasText: "changed this case" })).toContainText(
    "Cora Compliance changed this case after you opened it: it is now waiting on customer, owned by Cora Compliance. Nothing you sent was saved.",
  );
  await colleague.context().close();
  await expect(facts(page)).toContainText("Waiting on customer");

  // Closing is confirmed first, and final.
  await page.getByLabel("Outcome").selectOption({ label: "Cleared" });
  await page.getByLabel("Closing summary").fill("Passport checks out");
  await page.getByRole("button", { name: "Close case…" }).click();
  const dialog = page.getByRole("dialog", { name: "Close this case?" });
  await expect(dialog).toContainText("It closes as “Cleared”");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Close case" }).click();
  await expect(facts(page)).toContainText("Closed");
  await expect(timeline(page)).toContainText("Cleared: Passport checks out");
  await shoot(page, "case-closed");
  await expect(page.getByRole("region", { name: "Work on the case" })).toBeHidden();

  // The evidence pack: every file it lists has the hash the manifest says, and the summary
  // prints the manifest's own hash.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download evidence pack" }).click();
  const pack = unzipSync(new Uint8Array(await readFile((await (await download).path())!)));
  const manifest = strFromU8(pack["manifest.sha256"]!);
  const lines = manifest.trim().split("\n");
  expect(lines.length).toBe(8);
  for (const line of lines) {
    const [hash, path] = line.split("  ");
    expect(sha256(pack[path!]!), path).toBe(hash);
  }
  expect(pack["attachments/01-statement.pdf"]).toEqual(new Uint8Array(PDF));
  expect(strFromU8(pack["summary.html"]!)).toContain(sha256(pack["manifest.sha256"]!));

  await page.goto("/cases?view=closed");
  await expect(page.getByRole("row").filter({ hasText: `Hilda ${last}` })).toContainText("Cleared");
});

test("support raises a case by hand from a customer's page; it waits, unassigned, for compliance", async ({
  page,
  request,
  browser,
}) => {
  const last = `Raised ${word()}`;
  const customerId = await newCustomerId(request, "Rita", last);

  await signInAs(page, "support", `/customers/${customerId}`);
  await page.getByRole("link", { name: "Open a compliance case" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Open a compliance case: Rita ${last}`,
  );
  await expectAccessible(page);
  await page.getByRole("button", { name: "Open case" }).click();
  await expect(page.getByText("Write the reason for the case: it cannot be empty")).toBeVisible();
  await page
    .getByLabel("What should compliance look at?")
    .fill("Three cards reported lost in a week");
  await page.getByLabel("Priority").selectOption({ label: "High" });
  await page.getByRole("button", { name: "Open case" }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customerId}$`));
  // Support works no cases: the inbox is not theirs.
  const refused = await page.goto("/cases");
  expect(refused?.status()).toBe(403);

  // A fresh browser context: a late response of support's pages cannot bring its session back.
  const officer = await (await browser.newContext()).newPage();
  await signInAs(officer, "compliance", "/cases?view=unassigned");
  const row = officer.getByRole("row").filter({ hasText: `Rita ${last}` });
  await expect(row).toContainText("Raised by hand");
  await expect(row).toContainText("High");
  await expect(row).toContainText("Due in 23 hours");
  // Filtered on the server by the customer's name and kind, in the URL, kept on reload.
  await officer.getByLabel("Customer name").fill(`Rita ${last}`);
  await officer.getByLabel("Kind").selectOption({ label: "Raised by hand" });
  await officer.getByRole("button", { name: "Filter" }).click();
  await expect(officer).toHaveURL(/kind=manual/);
  await officer.reload();
  await expect(officer.getByRole("status").filter({ hasText: "match the filters" })).toHaveText(
    "1 case match the filters (the counts on the tabs are of each whole view)",
  );
  await expect(
    officer.getByRole("table", { name: "Unassigned: cases" }).getByRole("row"),
  ).toHaveCount(2);
  await expectAccessible(officer);
  await officer.getByLabel("Kind").selectOption({ label: "AML hold" });
  await officer.getByRole("button", { name: "Filter" }).click();
  await expect(officer.getByText("No case of this view matches the filters.")).toBeVisible();
  await officer.getByRole("link", { name: "Clear filters" }).click();
  await expect(officer.getByLabel("Customer name")).toHaveValue("");
  await officer.context().close();
});

test("an admin sets how cases are given out, each number checked on its field; an officer marks themselves away and back", async ({
  page,
  browser,
}) => {
  await signInAs(page, "admin", "/settings/cases");
  await expect(page.getByRole("link", { name: "Cases", exact: true }).last()).toHaveAttribute(
    "aria-current",
    "page",
  );
  const limit = page.getByLabel("Open cases per officer");
  await limit.fill("0");
  await page
    .getByRole("group", { name: "AML hold" })
    .getByLabel("High priority (hours)")
    .fill("2161");
  await page.getByRole("button", { name: "Save case settings" }).click();
  await expect(page.getByText("The limit of open cases must be at least 1")).toBeVisible();
  await expect(page.getByText("The due time in hours can be at most 2160")).toBeVisible();
  await expectAccessible(page);
  // Saved as it was (automatic assignment stays off: the other specs open unassigned cases).
  await page.reload();
  await expect(limit).toHaveValue("25");
  await limit.fill("30");
  await page.getByRole("button", { name: "Save case settings" }).click();
  await expect(page.getByText("Case settings saved")).toBeVisible();
  await page.reload();
  await expect(limit).toHaveValue("30");

  const officer = await (await browser.newContext()).newPage();
  await signInAs(officer, "compliance", "/cases");
  const officers = officer.getByRole("region", { name: "Officers" });
  await expect(officers.getByRole("row").filter({ hasText: "Cora Compliance" })).toContainText(
    "Available",
  );
  await officers.getByRole("button", { name: "Mark me away" }).click();
  await expect(officers.getByRole("row").filter({ hasText: "Cora Compliance" })).toContainText(
    "Away",
  );
  await expectAccessible(officer);
  await officers.getByRole("button", { name: "Mark me back" }).click();
  await expect(officers.getByRole("row").filter({ hasText: "Cora Compliance" })).toContainText(
    "Available",
  );
  await officer.context().close();
});
