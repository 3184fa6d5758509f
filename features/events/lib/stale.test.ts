import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { customerVerifications, paymentStates, webhookEvents } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { markSandboxStateReplaced } from "./stale";

describe.each(testBackends)("markSandboxStateReplaced on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  const event = (id: string) => ({
    webhookId: id,
    type: "user.verification.status",
    createdDate: new Date(),
    customerId: "c-1",
    payload: {},
    applied: true,
  });

  it("marks every earlier event once and drops the statuses derived from them", async () => {
    const now = new Date();
    await handle.db.insert(webhookEvents).values([event("w-1"), event("w-2")]);
    await handle.db.insert(customerVerifications).values({
      customerId: "c-1",
      status: "Approved",
      eventCreatedAt: now,
      webhookId: "w-1",
    });
    await handle.db.insert(paymentStates).values({
      transactionId: "t-1",
      paymentStatus: "ACSC",
      eventCreatedAt: now,
      webhookId: "w-2",
    });
    expect(await markSandboxStateReplaced(handle.db, now)).toBe(2);
    expect(
      await handle.db.select().from(webhookEvents).where(isNull(webhookEvents.staleAt)),
    ).toEqual([]);
    expect(await handle.db.select().from(customerVerifications)).toEqual([]);
    expect(await handle.db.select().from(paymentStates)).toEqual([]);
    // An event after the replacement is of the new state; marking again leaves the old marks.
    await handle.db.insert(webhookEvents).values(event("w-3"));
    expect(await markSandboxStateReplaced(handle.db, new Date(now.getTime() + 1000))).toBe(1);
    const marks = await handle.db.select().from(webhookEvents);
    expect(marks.find((e) => e.webhookId === "w-1")?.staleAt).toEqual(now);
  });
});
