import { expect, test } from "./fixtures";
import { sandboxApi } from "./sandbox-api";
import { awaitEventRow, signInAs } from "./support";

test("a verification webhook from the sandbox shows on the Events page, filtered by customer", async ({
  page,
  request,
}) => {
  const sandbox = await sandboxApi(request);
  const created = await sandbox.call("POST", "/customers", {
    first_name: "Eve",
    last_name: "Expired",
    kyc_level: "Anonymous",
    nationality: "DE",
  });
  expect(created.status).toBe(201);
  const customer = created.body as { customer_id: string };
  const simulated = await sandbox.call(
    "POST",
    `/simulate/customers/${customer.customer_id}/verification`,
    { status: "DocumentExpired", reject_reason: ["BadRequest|passport expired"] },
  );
  expect(simulated.status).toBe(202);

  await signInAs(page, "compliance", "/events");
  await page.getByLabel("Event type").selectOption("user.verification.status");
  await page.getByLabel("Customer id").fill(customer.customer_id);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`customer=${customer.customer_id}`));

  // The sandbox's dispatcher posts due webhooks every second: reload until this one is in.
  const row = await awaitEventRow(page);
  // The event in words, and the customer by name (read from the provider: the directory has not
  // synced yet); the id stays one click away behind the copy button.
  await expect(row).toContainText("Verification: document expired");
  await expect(row.getByRole("link", { name: "Eve Expired" })).toBeVisible();
  await expect(row.getByRole("button", { name: "Copy id of the customer" })).toHaveAttribute(
    "data-copy-id",
    customer.customer_id,
  );
  await expect(row).toContainText("Document expired");
  await expect(row).toContainText("Applied");
  await expect(row.getByRole("list", { name: "Reject reasons" })).toHaveText(
    "BadRequest: passport expired",
  );
  await row.getByRole("link", { name: /^Open event/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Verification: document expired",
  );
  await expect(page.getByRole("region", { name: "What it reports" })).toContainText("Eve Expired");
  await expect(page.getByRole("region", { name: "Signed payload" })).toContainText(
    `"customer_id": "${customer.customer_id}"`,
  );
});

test("support, without events.view, gets 403 on /events", async ({ page }) => {
  await signInAs(page, "support");
  const response = await page.goto("/events");
  expect(response?.status()).toBe(403);
  await expect(
    page.getByRole("heading", { name: "You do not have access to this page" }),
  ).toBeVisible();
});
