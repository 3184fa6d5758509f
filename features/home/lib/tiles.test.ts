import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { auditLog, directoryEntries, pendingProducts, webhookEvents } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import {
  cardsAwaitingActivation,
  cardsBlockedOrReplaced,
  providerErrors,
  recentOnboardings,
  unfinishedOnboardings,
  webhookFailures,
} from "./tiles";

const now = new Date("2026-11-25T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testBackends)("the home page's tiles on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  const entry = (values: Partial<typeof auditLog.$inferInsert> & { action: string; at: Date }) =>
    handle.db.insert(auditLog).values({ outcome: "success", ...values });

  it("counts onboardings of the last 7 days, the start of the window included, with their outcome", async () => {
    await entry({
      action: "customer.create",
      at: ago(7 * DAY),
      targetType: "customer",
      targetId: "c-edge",
    });
    await entry({ action: "customer.create", at: ago(7 * DAY + 1), targetId: "c-too-old" });
    await entry({
      action: "customer.create",
      at: ago(HOUR),
      outcome: "failure",
      detail: "Refused.",
    });
    await entry({ action: "customer.update", at: ago(HOUR), targetId: "c-other" });
    const tile = await recentOnboardings(handle.db, now);
    expect(tile).toMatchObject({ count: 2, succeeded: 1, failed: 1 });
    expect(tile.items.map((item) => item.outcome)).toEqual(["failure", "success"]);
    expect(tile.items[1]?.customerId).toBe("c-edge");
  });

  it("lists customers with products still to retry, longest waiting first", async () => {
    expect(await unfinishedOnboardings(handle.db)).toEqual({ count: 0, products: 0, items: [] });
    const item = { kind: "card" as const, item: {}, reason: "Not created." };
    await handle.db.insert(pendingProducts).values([
      { ...item, customerId: "c-new", createdAt: ago(HOUR) },
      { ...item, customerId: "c-old", createdAt: ago(2 * DAY) },
      { ...item, customerId: "c-old", kind: "account", createdAt: ago(DAY) },
    ]);
    const tile = await unfinishedOnboardings(handle.db);
    expect(tile).toMatchObject({ count: 2, products: 3 });
    expect(tile.items.map((row) => [row.customerId, row.products])).toEqual([
      ["c-old", 2],
      ["c-new", 1],
    ]);
  });

  it("counts directory cards in Printing or Dispatched as waiting for activation", async () => {
    const card = (id: string, status: string) => ({
      kind: "card" as const,
      id,
      displayName: "Jane Doe",
      searchName: "jane doe",
      status,
    });
    await handle.db
      .insert(directoryEntries)
      .values([
        card("k-02", "02"),
        card("k-03", "03"),
        card("k-04", "04"),
        card("k-00", "00"),
        { ...card("acct", "03"), kind: "account" },
      ]);
    const tile = await cardsAwaitingActivation(handle.db);
    expect(tile.count).toBe(2);
    expect(tile.items.map((item) => item.cardId).sort()).toEqual(["k-03", "k-04"]);
  });

  it("counts cards blocked or replaced in the last 7 days, refusals and unblocks left out", async () => {
    await entry({ action: "card.block", at: ago(7 * DAY), targetType: "card", targetId: "k-1" });
    await entry({ action: "card.replace", at: ago(HOUR), targetType: "card", targetId: "k-2" });
    await entry({ action: "card.block", at: ago(7 * DAY + 1), targetId: "k-3" });
    await entry({ action: "card.block", at: ago(HOUR), outcome: "failure", targetId: "k-4" });
    await entry({ action: "card.unblock", at: ago(HOUR), targetId: "k-5" });
    const tile = await cardsBlockedOrReplaced(handle.db, now);
    expect(tile.count).toBe(2);
    expect(tile.items.map((item) => item.targetId)).toEqual(["k-2", "k-1"]);
  });

  it("counts failed webhooks received in the last 24 hours, each titled in words", async () => {
    const event = (webhookId: string, outcome: "failed" | "applied", receivedAt: Date) => ({
      webhookId,
      type: "payment.status",
      createdDate: receivedAt,
      receivedAt,
      payload: { data: { payment_status: "ACSC" } },
      outcome,
    });
    await handle.db
      .insert(webhookEvents)
      .values([
        event("w-edge", "failed", ago(DAY)),
        event("w-old", "failed", ago(DAY + 1)),
        event("w-ok", "applied", ago(HOUR)),
      ]);
    const tile = await webhookFailures(handle.db, now);
    expect(tile.count).toBe(1);
    expect(tile.items[0]).toMatchObject({ webhookId: "w-edge", title: "Payment: settled" });
  });

  it("counts the provider's refusals of the last hour, not the console's own", async () => {
    const refused = { outcome: "failure" as const, after: { provider_code: "4225064" } };
    await entry({
      action: "account.debit",
      at: ago(HOUR),
      ...refused,
      detail: "Insufficient funds.",
    });
    await entry({ action: "account.debit", at: ago(HOUR + 1), ...refused });
    await entry({ action: "card.block", at: ago(60_000), outcome: "failure", detail: "Not now." });
    const tile = await providerErrors(handle.db, now);
    expect(tile.count).toBe(1);
    expect(tile.items[0]).toMatchObject({ providerCode: "4225064", detail: "Insufficient funds." });
  });
});
