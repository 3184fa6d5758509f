import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { anonymousCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import { captureAction, replayAction, sessionFor } from "./server-actions";
import { expectAccessible, shoot, signInAs } from "./support";

/** A new customer with one physical card, which starts at 01 Ordered. */
async function newPhysicalCard(page: Page): Promise<string> {
  const api = await sandboxApi(page.request);
  const created = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({ cards: [physicalCardItem] }),
  );
  expect(created.status).toBe(201);
  return created.body.cards[0].card_id as string;
}

const currentStep = (page: Page) => page.locator('[aria-current="step"]');
const step = (page: Page, label: string) =>
  page.getByTestId("lifecycle-step").filter({ hasText: label });
const dialog = (page: Page) => page.getByRole("dialog");

test("support takes a card from 01 to active, blocks, unblocks and replaces it", async ({
  page,
}) => {
  const cardId = await newPhysicalCard(page);
  await signInAs(page, "support", "/cards");
  await page.getByLabel("Card id").fill(cardId);
  await page.getByRole("button", { name: "Open card" }).click();
  await expect(page).toHaveURL(`/cards/${cardId}`);

  await expect(currentStep(page)).toContainText("01 Ordered");
  // Nothing ahead is claimed: only 01 happened, dated; the rest is not yet.
  await expect(step(page, "01 Ordered")).toContainText(/Now, .*\d{4}/);
  await expect(step(page, "03 Printing")).toHaveAttribute("data-state", "ahead");
  await expect(step(page, "03 Printing")).toContainText("Not yet");
  const activate = page.getByRole("button", { name: "Activate card" });
  await expect(activate).toBeDisabled();
  await expect(page.locator("#activate-reason")).toContainText("03 Printing");
  await expect(page.locator("#activate-reason")).toContainText("reaches 03 Printing");
  await expect(page.getByText("No transactions yet")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "card-01");

  const simulate = page.getByRole("region", { name: "Simulate (sandbox only)" });
  for (const next of ["02 Embossing", "03 Printing"]) {
    await simulate.getByRole("button", { name: "Move to next step" }).click();
    await expect(currentStep(page)).toContainText(next);
  }

  // Activated from 03: 04 Dispatched never happened, and says so.
  await activate.click();
  await expect(currentStep(page)).toContainText("00 Active");
  for (const done of ["01 Ordered", "02 Embossing", "03 Printing"]) {
    await expect(step(page, done)).toHaveAttribute("data-state", "done");
    await expect(step(page, done)).toContainText(/Done, .*\d{4}.*\d{1,2}:\d{2}/);
  }
  await expect(step(page, "04 Dispatched")).toHaveAttribute("data-state", "skipped");
  await expect(step(page, "04 Dispatched")).toContainText("Skipped");
  await expect(step(page, "04 Dispatched")).not.toContainText("Done");
  await expectAccessible(page);
  await shoot(page, "card-00");

  // Blocking asks first, in a dialog, and will not go without a reason.
  const block = page.getByRole("button", { name: "Block card…" });
  await block.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel("Reason")).toBeFocused();
  await expectAccessible(page);
  await shoot(page, "card-block-dialog", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(block).toBeFocused();
  await expect(currentStep(page)).toContainText("00 Active");

  await block.press("Enter");
  await dialog(page).getByRole("button", { name: "Yes, block card" }).click();
  await expect(dialog(page).getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog(page)).toContainText("Choose a reason, or write one");
  await dialog(page).getByLabel("Reason").selectOption("Suspected fraud");
  await dialog(page).getByRole("button", { name: "Yes, block card" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId("terminal-status")).toContainText("05 Blocked");
  const blocked = page.getByRole("status").filter({ hasText: "Reason recorded" });
  await expect(blocked).toContainText(
    "Card blocked: now 05 Blocked. Reason recorded: Suspected fraud.",
  );
  await expect(blocked).toBeFocused();
  await expect(step(page, "00 Active")).toHaveAttribute("data-state", "done");
  await expectAccessible(page);

  // Unblocking too; a reason of one's own is written, with the keyboard alone.
  await page.getByRole("button", { name: "Unblock card…" }).click();
  await dialog(page).getByLabel("Reason").selectOption("Another reason (write it)");
  await dialog(page)
    .getByLabel("Write the reason")
    .fill("Customer called back from the bank branch");
  await dialog(page).getByLabel("Write the reason").press("Enter");
  await expect(currentStep(page)).toContainText("00 Active");
  await expect(page.getByRole("status").filter({ hasText: "Reason recorded" })).toContainText(
    "Customer called back from the bank branch",
  );

  // Replacing asks in the same kind of dialog; Cancel changes nothing.
  await page.getByLabel("Reason").selectOption("Lost");
  await expect(page.getByLabel("City")).toHaveValue("Berlin");
  const replace = page.getByRole("button", { name: "Replace card…" });
  await replace.click();
  await expect(dialog(page)).toContainText("Reason: Lost");
  await expect(dialog(page)).toContainText("Berlin");
  await dialog(page).getByRole("button", { name: "Cancel" }).click();
  await expect(replace).toBeFocused();
  await replace.click();
  await dialog(page).getByRole("button", { name: "Yes, replace card" }).click();
  // The message and the new card show together: the moment it says so, the page is the new card's.
  const replaced = page.getByRole("status").filter({ hasText: "This is the new card" });
  await replaced.waitFor();
  expect(new URL(page.url()).pathname).not.toBe(`/cards/${cardId}`);
  expect(await currentStep(page).textContent()).toContain("01 Ordered");
  await expect(page).not.toHaveURL(`/cards/${cardId}`);
  await expect(currentStep(page)).toContainText("01 Ordered");
  // The message sits above the page, not over it.
  const toastBox = await page.getByTestId("toasts").boundingBox();
  const headingBox = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(headingBox!.y);

  await page.getByRole("link", { name: "Previous card (replaced)" }).click();
  await expect(page).toHaveURL(`/cards/${cardId}`);
  await expect(page.getByTestId("terminal-status")).toContainText("62 Replaced");
  await expect(page.getByRole("link", { name: "New card" })).toBeVisible();

  // Created, 02, 03, activated, blocked, unblocked, replaced: newest first.
  const history = page.getByTestId("status-history-row");
  await expect(history).toHaveCount(7);
  await expect(history.first()).toContainText("00 Active");
  await expect(history.first()).toContainText("62 Replaced");
  await expect(history.first()).toContainText("Lost");
  await expect(history.last()).toContainText("Created");
  await expect(history.last()).toContainText("01 Ordered");
  await expectAccessible(page);

  // The reasons are in the audit log, beside the status changes.
  await page.context().clearCookies();
  await signInAs(page, "admin", "/audit?kind=cards");
  await expectAccessible(page);
  for (const [action, reason] of [
    ["Card blocked", "Suspected fraud"],
    ["Card unblocked", "Customer called back from the bank branch"],
  ] as const) {
    // The audit names the card; its id is behind the row's copy button.
    const entry = page
      .getByRole("row")
      .filter({ hasText: action })
      .filter({ has: page.locator(`[data-copy-id="${cardId}"]`) });
    // The change reads as a table of fields in words, not as JSON.
    await entry.first().locator("summary").last().click();
    const reasonRow = entry
      .first()
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Reason" }) });
    await expect(reasonRow).toContainText(reason);
  }
});

test("a virtual card shows Active alone: it is never embossed, printed or sent", async ({
  page,
}) => {
  const api = await sandboxApi(page.request);
  const created = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({ cards: [{ ...physicalCardItem, card_type: "Virtual" }] }),
  );
  expect(created.status).toBe(201);
  const cardId = created.body.cards[0].card_id as string;
  await signInAs(page, "support", `/cards/${cardId}`);
  await expect(currentStep(page)).toContainText("00 Active");
  await expect(page.getByTestId("lifecycle-step")).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Lifecycle" })).not.toContainText("Printing");
  await expect(page.getByRole("region", { name: "Lifecycle" })).not.toContainText("Dispatched");
  await expectAccessible(page);
  await shoot(page, "card-virtual");
});

test("activation works from 04 Dispatched, and the action itself is refused at 01 with 4220008", async ({
  page,
}) => {
  const dispatched = await newPhysicalCard(page);
  const ordered = await newPhysicalCard(page);
  const api = await sandboxApi(page.request);
  for (const status of ["02", "03", "04"]) {
    const moved = await api.call("POST", `/simulate/cards/${dispatched}/status`, { status });
    expect(moved.status).toBe(200);
  }

  await signInAs(page, "support", `/cards/${dispatched}`);
  await expect(currentStep(page)).toContainText("04 Dispatched");
  const activate = page.getByRole("button", { name: "Activate card" });
  await expect(activate).toBeEnabled();

  // The button is disabled at 01, but a request can still be forged: the provider's refusal
  // must come back through the action, and the card must stay where it is.
  const call = await captureAction(page, `/cards/${dispatched}`, () => activate.click());
  const support = await sessionFor("support@example.com");
  const forged = { ...call, body: call.body.replaceAll(dispatched, ordered) };
  const refused = await replayAction(support, `/cards/${ordered}`, forged);
  expect(await refused.text()).toContain("4220008");
  await support.dispose();
  expect((await api.call("GET", `/cards/${ordered}`)).body.status).toBe("01");

  await page.reload();
  await activate.click();
  await expect(currentStep(page)).toContainText("00 Active");
  // Through 04 this time: every step happened, and is dated.
  await expect(page.locator('[data-testid="lifecycle-step"][data-state="done"]')).toHaveCount(4);
  await expect(step(page, "04 Dispatched")).toContainText(/Done, .*\d{4}/);
  await expectAccessible(page);
});

test("compliance cannot open a card", async ({ page }) => {
  const cardId = await newPhysicalCard(page);
  await signInAs(page, "compliance");
  const response = await page.goto(`/cards/${cardId}`);
  expect(response?.status()).toBe(403);
});
