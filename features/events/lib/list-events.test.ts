import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookType } from "@/lib/cams";
import type { DbHandle } from "@/lib/db";
import { webhookEvents, webhookRejections } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { EVENTS_PAGE_SIZE, listWebhookEvents, signatureRefusals } from "./list-events";

const minute = (n: number) => new Date(Date.UTC(2026, 7, 20, 9, n));

describe.each(testBackends)("listWebhookEvents on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    const row = (
      webhookId: string,
      type: string,
      at: number,
      customerId: string | null,
      data: Record<string, unknown> = {},
    ) => ({
      webhookId,
      type,
      createdDate: minute(at),
      receivedAt: minute(at),
      customerId,
      payload: { data },
    });
    await handle.db.insert(webhookEvents).values([
      row("a", WebhookType.PaymentStatus, 1, null, { payment_status: "RJCT" }),
      row("b", WebhookType.UserVerificationStatus, 3, "c1", { status: "Approved" }),
      { ...row("c", "card.status", 2, "c1"), outcome: "failed" as const },
      {
        ...row("d", WebhookType.UserVerificationStatus, 4, "c2", { status: "Rejected" }),
        createdDate: new Date("2026-08-21T23:59:59.999Z"),
        receivedAt: new Date("2026-08-22T00:00:00.000Z"),
      },
      ...Array.from({ length: EVENTS_PAGE_SIZE }, (_, i) =>
        row(`bulk-${i}`, WebhookType.PaymentStatus, 10 + (i % 40), null),
      ),
    ]);
  });
  afterAll(() => handle.close());

  const ids = async (filters: Parameters<typeof listWebhookEvents>[1]) => {
    const { rows, total } = await listWebhookEvents(handle.db, filters);
    return { ids: rows.map((r) => r.webhookId), total };
  };

  it("lists newest first by created_date, a page of 50 at a time", async () => {
    const first = await ids({ page: 1 });
    expect(first.total).toBe(EVENTS_PAGE_SIZE + 4);
    expect(first.ids).toHaveLength(EVENTS_PAGE_SIZE);
    expect((await ids({ page: 1 })).ids[0]).toBe("d");
    // d is dated the next day, so it leads; one bulk row moves to page 2 before the oldest.
    expect((await ids({ page: 2 })).ids.slice(1)).toEqual(["b", "c", "a"]);
  });

  it("filters by customer, and by type with everything unknown as other", async () => {
    expect(await ids({ page: 1, customerId: "c1" })).toEqual({ ids: ["b", "c"], total: 2 });
    expect(await ids({ page: 1, type: "other" })).toEqual({ ids: ["c"], total: 1 });
    expect(
      await ids({ page: 1, type: WebhookType.UserVerificationStatus, customerId: "c1" }),
    ).toEqual({ ids: ["b"], total: 1 });
    expect((await ids({ page: 1, type: WebhookType.PaymentStatus })).total).toBe(
      EVENTS_PAGE_SIZE + 1,
    );
  });

  it("filters by the payload's status, whichever field holds it, and by outcome", async () => {
    expect(await ids({ page: 1, status: "RJCT" })).toEqual({ ids: ["a"], total: 1 });
    expect(await ids({ page: 1, status: "Approved" })).toEqual({ ids: ["b"], total: 1 });
    expect(await ids({ page: 1, status: "Appr" })).toEqual({ ids: [], total: 0 });
    expect(await ids({ page: 1, outcome: "failed" })).toEqual({ ids: ["c"], total: 1 });
  });

  it("filters by whole UTC days, both ends included, on either time", async () => {
    const day21 = { page: 1, from: "2026-08-21", to: "2026-08-21" };
    expect(await ids(day21)).toEqual({ ids: ["d"], total: 1 });
    expect(await ids({ ...day21, dateField: "received" })).toEqual({ ids: [], total: 0 });
    expect(await ids({ page: 1, from: "2026-08-22", dateField: "received" })).toEqual({
      ids: ["d"],
      total: 1,
    });
    expect((await ids({ page: 1, to: "2026-08-20" })).total).toBe(EVENTS_PAGE_SIZE + 3);
  });

  it("sums signature refusals over the last seven UTC days, the eighth left out", async () => {
    const now = new Date("2026-08-20T10:00:00.000Z");
    expect(await signatureRefusals(handle.db, now)).toEqual({ days: 7, count: 0, lastAt: null });
    await handle.db.insert(webhookRejections).values([
      { day: "2026-08-13", count: 100, lastAt: new Date("2026-08-13T12:00:00.000Z") },
      { day: "2026-08-14", count: 2, lastAt: new Date("2026-08-14T12:00:00.000Z") },
      { day: "2026-08-20", count: 3, lastAt: new Date("2026-08-20T09:00:00.000Z") },
    ]);
    expect(await signatureRefusals(handle.db, now)).toEqual({
      days: 7,
      count: 5,
      lastAt: new Date("2026-08-20T09:00:00.000Z"),
    });
  });
});
