import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openCases } from "@/lib/console/cases/open";
import { setConsoleClockOffset } from "@/lib/console/clock";
import type { DbHandle } from "@/lib/db";
import { caseSettings, complianceCaseEvents, complianceCases } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { escalateOverdue } from "./escalate";

const HOUR = 3_600_000;

// An open case overdue by more than 24 hours escalates by itself, once, whoever reads first.
describe.each(testBackends)("escalating overdue cases on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  /** A case due at `due`, for a customer of its own; answers its id. */
  const caseDue = async (
    name: string,
    due: Date,
    set: Partial<typeof complianceCases.$inferInsert> = {},
  ) => {
    const [opened] = await openCases(handle.db, [
      { customerId: `${name}-${backend}`, kind: "aml_hold", reason: "held" },
    ]);
    const id = opened?.id ?? "";
    await handle.db
      .update(complianceCases)
      .set({ dueAt: due, ...set })
      .where(eq(complianceCases.id, id));
    return id;
  };
  const statusOf = async (id: string) =>
    (await handle.db.select().from(complianceCases).where(eq(complianceCases.id, id)))[0]?.status;

  it("escalates past the threshold, not at it, and says so on the timeline", async () => {
    const now = new Date("2030-01-10T12:00:00Z");
    const atThreshold = await caseDue("at", new Date(now.getTime() - 24 * HOUR));
    const past = await caseDue("past", new Date(now.getTime() - 24 * HOUR - 1));
    const snoozed = await caseDue("snoozed", new Date(now.getTime() - 48 * HOUR), {
      snoozedUntil: new Date(now.getTime() + HOUR),
    });
    const closed = await caseDue("closed", new Date(now.getTime() - 48 * HOUR), {
      status: "closed",
      outcome: "cleared",
    });
    expect(await escalateOverdue(handle.db, now)).toBe(1);
    expect(await statusOf(atThreshold)).toBe("new");
    expect(await statusOf(past)).toBe("escalated");
    expect(await statusOf(snoozed)).toBe("new");
    expect(await statusOf(closed)).toBe("closed");
    const [line] = await handle.db
      .select()
      .from(complianceCaseEvents)
      .where(eq(complianceCaseEvents.type, "escalated"));
    expect(line).toMatchObject({
      caseId: past,
      fromStatus: "new",
      toStatus: "escalated",
      actorId: null,
      body: "Overdue by more than 24 hours: escalated by the console.",
    });
    // Read again, and by several servers at once: nothing more escalates.
    const again = await Promise.all([1, 2, 3].map(() => escalateOverdue(handle.db, now)));
    expect(again).toEqual([0, 0, 0]);
  });

  it("escalates each case once when servers race", async () => {
    // Before the first test's deadlines, so only these cases are overdue.
    const now = new Date("2029-01-10T12:00:00Z");
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => caseDue(`race${i}`, new Date(now.getTime() - 30 * HOUR))),
    );
    const counts = await Promise.all([1, 2, 3, 4].map(() => escalateOverdue(handle.db, now)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8);
    for (const id of ids) {
      const lines = await handle.db
        .select()
        .from(complianceCaseEvents)
        .where(eq(complianceCaseEvents.caseId, id));
      expect(lines.filter((line) => line.type === "escalated")).toHaveLength(1);
    }
  });

  it("escalates by the threshold an admin set, exactly past it", async () => {
    const now = new Date("2032-01-10T12:00:00Z");
    await handle.db.insert(caseSettings).values({ openCaseLimit: 25, escalateAfterHours: 2 });
    const due = new Date(now.getTime() - 2 * HOUR);
    const id = await caseDue("admin", due);
    await escalateOverdue(handle.db, now);
    expect(await statusOf(id)).toBe("new");
    await escalateOverdue(handle.db, new Date(now.getTime() + 1));
    expect(await statusOf(id)).toBe("escalated");
    const [line] = await handle.db
      .select()
      .from(complianceCaseEvents)
      .where(eq(complianceCaseEvents.caseId, id))
      .orderBy(complianceCaseEvents.id)
      .offset(1);
    expect(line?.body).toBe("Overdue by more than 2 hours: escalated by the console.");
  });

  it("reads the console's clock when no time is given: a demo's shifted clock makes cases fall due", async () => {
    await handle.db.delete(caseSettings);
    const [opened] = await openCases(handle.db, [
      { customerId: `shifted-${backend}`, kind: "aml_hold", reason: "held" },
    ]);
    const [row] = await handle.db
      .select()
      .from(complianceCases)
      .where(eq(complianceCases.id, opened!.id));
    // Opened on real time (the console's clock is not shifted): due in 48 hours.
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    await escalateOverdue(handle.db);
    expect(await statusOf(opened!.id)).toBe("new");
    // 48 hours to fall due and 24 more to escalate: three days on, it escalates.
    await setConsoleClockOffset(handle.db, 3 * 24 * HOUR);
    try {
      await escalateOverdue(handle.db);
      expect(await statusOf(opened!.id)).toBe("escalated");
    } finally {
      await setConsoleClockOffset(handle.db, 0);
    }
  });
});
