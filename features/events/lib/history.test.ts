import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookType } from "@/lib/cams";
import type { DbHandle } from "@/lib/db";
import { webhookEvents } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { paymentTimelines } from "./history";

const minute = (n: number) => new Date(Date.UTC(2026, 10, 22, 9, n));

describe.each(testBackends)("paymentTimelines on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    const event = (webhookId: string, transactionId: string, at: number, type: string) => ({
      webhookId,
      type,
      createdDate: minute(at),
      transactionId,
      payload: {},
    });
    await handle.db
      .insert(webhookEvents)
      .values([
        event("t1-late", "t1", 3, WebhookType.PaymentStatus),
        event("t1-early", "t1", 1, WebhookType.PaymentStatus),
        event("t2-only", "t2", 2, WebhookType.PaymentStatus),
        event("t3-other", "t3", 2, WebhookType.PaymentStatus),
        event("t1-unknown", "t1", 2, "card.status"),
      ]);
  });
  afterAll(() => handle.close());

  it("gives each asked transaction its payment events oldest first, and [] when it has none", async () => {
    const timelines = await paymentTimelines(handle.db, ["t1", "t2", "t9"]);
    const ids = Object.fromEntries(
      [...timelines].map(([id, rows]) => [id, rows.map((r) => r.webhookId)]),
    );
    expect(ids).toEqual({ t1: ["t1-early", "t1-late"], t2: ["t2-only"], t9: [] });
    expect((await paymentTimelines(handle.db, [])).size).toBe(0);
  });
});
