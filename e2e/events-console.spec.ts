import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newCustomerId, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";
import { postSignedWebhook } from "./webhooks";

const rows = (page: Page) => page.getByTestId("event-row");

/** Reloads until the filtered list holds `count` rows: the dispatcher posts every second. */
async function waitForRows(page: Page, count: number) {
  await expect(async () => {
    await page.reload();
    await expect(rows(page)).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test("a manager filters events by type and customer, opens one, and sends it again as a duplicate", async ({
  page,
  request,
}) => {
  const sandbox = await sandboxApi(request);
  const customerId = await newCustomerId(request, "Ron", "Redeliver");
  const simulated = await sandbox.call("POST", `/simulate/customers/${customerId}/verification`, {
    status: "Approved",
  });
  expect(simulated.status).toBe(202);
  const webhookId = (simulated.body as { id: string }).id;

  await signInAs(page, "manager", "/events");
  await expectAccessible(page);
  await page.getByLabel("Event type").selectOption("user.verification.status");
  await page.getByLabel("Customer id").fill(customerId);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/type=user\.verification\.status/);
  await expect(page).toHaveURL(new RegExp(`customer=${customerId}`));
  await waitForRows(page, 1);
  await expect(rows(page)).toContainText("Approved");
  await expect(rows(page)).toContainText("Applied");

  // Another type for the same customer is filtered out, and back with "All types".
  await page.getByLabel("Event type").selectOption("payment.status");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("No events match")).toBeVisible();
  await page.getByLabel("Event type").selectOption("");
  await page.getByLabel("Status in the payload").fill("Approved");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=Approved/);
  await expect(rows(page)).toHaveCount(1);

  await rows(page)
    .getByRole("link", { name: `Open event ${webhookId}` })
    .click();
  await expect(page).toHaveURL(`/events/${webhookId}`);
  await expect(page.getByRole("region", { name: "Signed payload" })).toContainText(
    `"customer_id": "${customerId}"`,
  );
  const verification = page.getByRole("region", { name: "Verification" });
  await expect(verification).toContainText("Valid");
  await expect(verification).toContainText(webhookId);
  await expect(verification).toContainText("Signed at (webhook-timestamp)");
  const outcome = page.getByRole("region", { name: "Processing outcome" });
  await expect(outcome).toContainText("Applied");
  await expect(outcome).toContainText("Deliveries received1");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByText(/Sent again: received as delivery 2/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(outcome).toContainText("Deliveries received2");
  await expect(outcome).toContainText("Duplicate: 1 redelivery ignored");
  await shoot(page, "event-sent-again");
  await expect(outcome).toContainText("Applied");
  await expectAccessible(page);
});

test("a known type whose payload does not parse shows as failed, in words and highlighted", async ({
  page,
}) => {
  await signInAs(page, "compliance");
  const customerId = `cus-malformed-${randomUUID()}`;
  // A verification without its status: the console stores it, answers 200, and cannot apply it.
  const body = {
    id: `evt_${randomUUID()}`,
    type: "user.verification.status",
    created_date: new Date().toISOString(),
    data: { customer_id: customerId },
  };
  const { id: webhookId, status } = await postSignedWebhook(page, body);
  expect(status).toBe(200);
  // Signed with another key: refused, kept nowhere, only counted.
  expect((await postSignedWebhook(page, body, "not-the-secret")).status).toBe(401);

  await page.goto(`/events?customer=${customerId}&outcome=failed`);
  await expect(page.getByRole("note")).toContainText(
    /refused for a wrong or missing signature in the last 7 days/,
  );
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText("Failed");
  await expect(row).toContainText("data.status is missing.");
  await expect(row).toHaveAttribute("data-outcome", "failed");
  await shoot(page, "events-failed");
  await expectAccessible(page);

  await row.getByRole("link", { name: `Open event ${webhookId}` }).click();
  const outcome = page.getByRole("region", { name: "Processing outcome" });
  await expect(outcome).toContainText("Failed");
  await expect(outcome).toContainText("Why it failed: data.status is missing.");
  await shoot(page, "event-failed");
  // Compliance reads events but does not send them again.
  await expect(page.getByRole("button", { name: "Send again" })).toHaveCount(0);
  await expectAccessible(page);
});
