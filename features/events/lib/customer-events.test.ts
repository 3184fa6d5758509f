import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookType } from "@/lib/cams";
import type { DbHandle } from "@/lib/db";
import { customerVerifications, webhookEvents } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import {
  accountPaymentEvents,
  latestVerificationStatuses,
  verificationEvents,
} from "./customer-events";

describe.each(testBackends)("a customer's events on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    const at = (minute: number) => new Date(Date.UTC(2026, 7, 20, 10, minute));
    const verification = (id: string, customerId: string, minute: number, status: string) => ({
      webhookId: id,
      type: WebhookType.UserVerificationStatus,
      createdDate: at(minute),
      customerId,
      payload: { data: { customer_id: customerId, status } },
    });
    const payment = (id: string, accountId: string, minute: number) => ({
      webhookId: id,
      type: WebhookType.PaymentStatus,
      createdDate: at(minute),
      transactionId: `t-${id}`,
      payload: { data: { account_id: accountId, payment_status: "ACSC" } },
    });
    await handle.db.insert(webhookEvents).values([
      verification("v1", "c1", 1, "Pending"),
      // Arrived later, created earlier: ordered by the provider's created_date.
      verification("v0", "c1", 0, "NotStarted"),
      verification("v2", "c1", 2, "DocumentExpired"),
      verification("other", "c2", 3, "Rejected"),
      payment("p1", "a1", 1),
      payment("p2", "a2", 2),
      payment("p3", "a3", 3),
    ]);
  });
  afterAll(() => handle.close());

  it("lists only that customer's verification events, newest first, up to the limit", async () => {
    const rows = await verificationEvents(handle.db, "c1");
    expect(rows.map((r) => r.webhookId)).toEqual(["v2", "v1", "v0"]);
    expect((await verificationEvents(handle.db, "c1", 2)).map((r) => r.webhookId)).toEqual([
      "v2",
      "v1",
    ]);
  });

  it("lists payment events of the given accounts only", async () => {
    const rows = await accountPaymentEvents(handle.db, ["a1", "a2"]);
    expect(rows.map((r) => r.webhookId)).toEqual(["p2", "p1"]);
    expect(await accountPaymentEvents(handle.db, [])).toEqual([]);
  });

  it("gives the latest verification status of each customer that has one", async () => {
    await handle.db.insert(customerVerifications).values({
      customerId: "c1",
      status: "DocumentExpired",
      eventCreatedAt: new Date(),
      webhookId: "v2",
    });
    const statuses = await latestVerificationStatuses(handle.db, ["c1", "c9"]);
    expect([...statuses]).toEqual([["c1", "DocumentExpired"]]);
    expect((await latestVerificationStatuses(handle.db, [])).size).toBe(0);
  });
});
