import { expect, type Page, test } from "@playwright/test";
import { anonymousCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import { captureAction, replayAction, sessionFor } from "./server-actions";
import { shoot, signInAs } from "./support";

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

test("support takes a card from 01 to active, blocks, unblocks and replaces it", async ({
  page,
}) => {
  const cardId = await newPhysicalCard(page);
  await signInAs(page, "support");
  await page.goto("/cards");
  await page.getByLabel("Card id").fill(cardId);
  await page.getByRole("button", { name: "Open card" }).click();
  await expect(page).toHaveURL(`/cards/${cardId}`);

  await expect(currentStep(page)).toContainText("01 Ordered");
  const activate = page.getByRole("button", { name: "Activate card" });
  await expect(activate).toBeDisabled();
  await expect(page.locator("#activate-reason")).toContainText("03 Printing");
  await expect(page.locator("#activate-reason")).toContainText("reaches 03 Printing");
  await expect(page.getByText("No transactions yet")).toBeVisible();
  await shoot(page, "card-01");

  const simulate = page.getByRole("region", { name: "Simulate (sandbox only)" });
  for (const step of ["02 Embossing", "03 Printing"]) {
    await simulate.getByRole("button", { name: "Move to next step" }).click();
    await expect(currentStep(page)).toContainText(step);
  }

  await activate.click();
  await expect(currentStep(page)).toContainText("00 Active");
  await shoot(page, "card-00");

  await page.getByRole("button", { name: "Block card" }).click();
  await expect(page.getByTestId("terminal-status")).toContainText("05 Blocked");
  await page.getByRole("button", { name: "Unblock card" }).click();
  await expect(currentStep(page)).toContainText("00 Active");

  await page.getByLabel("Reason").selectOption("Lost");
  await expect(page.getByLabel("City")).toHaveValue("Berlin");
  await page.getByRole("button", { name: "Replace card…" }).click();
  await page.getByRole("button", { name: "Yes, replace card" }).click();
  await expect(page).not.toHaveURL(`/cards/${cardId}`);
  await expect(currentStep(page)).toContainText("01 Ordered");

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

  await signInAs(page, "support");
  await page.goto(`/cards/${dispatched}`);
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
});

test("compliance cannot open a card", async ({ page }) => {
  const cardId = await newPhysicalCard(page);
  await signInAs(page, "compliance");
  const response = await page.goto(`/cards/${cardId}`);
  expect(response?.status()).toBe(403);
});
