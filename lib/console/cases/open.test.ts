import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import {
  complianceCaseEvents,
  complianceCases,
  customerVerifications,
  directoryEntries,
} from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { recordSeen } from "../directory/record";
import { followVerification } from "../webhooks/apply-change";
import { openCases } from "./open";

// Cases open by themselves when the console learns of a hold, and never twice for one hold:
// on PostgreSQL the racing openers really run at once, on separate connections.
describe.each(testBackends)("opening compliance cases on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  const casesOf = (customerId: string) =>
    handle.db.select().from(complianceCases).where(eq(complianceCases.customerId, customerId));
  const linesOf = (caseId: string) =>
    handle.db.select().from(complianceCaseEvents).where(eq(complianceCaseEvents.caseId, caseId));

  it("opens one case per customer and kind, however many openers race", async () => {
    const customerId = `race-${backend}`;
    const opening = { customerId, kind: "aml_hold" as const, reason: "held" };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => openCases(handle.db, [opening, opening])),
    );
    expect(results.flat()).toHaveLength(1);
    const [only] = await casesOf(customerId);
    expect(only).toMatchObject({ kind: "aml_hold", status: "new", priority: "normal", version: 1 });
    // Due by the AML hold's deadline: 2 days from its opening.
    expect(only?.dueAt.getTime()).toBe((only?.createdAt.getTime() ?? 0) + 48 * 3_600_000);
    expect(await linesOf(only?.id ?? "")).toMatchObject([
      { type: "opened", toStatus: "new", actorId: null, body: "held" },
    ]);
    // The timeline is append-only: no line is rewritten or removed.
    await expect(
      handle.db
        .update(complianceCaseEvents)
        .set({ body: "rewritten" })
        .where(eq(complianceCaseEvents.caseId, only?.id ?? "")),
    ).rejects.toThrow();
    await expect(
      handle.db.delete(complianceCaseEvents).where(eq(complianceCaseEvents.caseId, only?.id ?? "")),
    ).rejects.toThrow();
    // Another kind for the same customer is another case.
    expect(await openCases(handle.db, [{ ...opening, kind: "manual" }])).toHaveLength(1);
  });

  it("opens a new case once the last one closed", async () => {
    const customerId = `closed-${backend}`;
    const [first] = await openCases(handle.db, [{ customerId, kind: "aml_hold", reason: "x" }]);
    await handle.db
      .update(complianceCases)
      .set({ status: "closed", outcome: "cleared" })
      .where(eq(complianceCases.id, first?.id ?? ""));
    expect(
      await openCases(handle.db, [{ customerId, kind: "aml_hold", reason: "y" }]),
    ).toHaveLength(1);
    expect(await casesOf(customerId)).toHaveLength(2);
  });

  it("opens an AML case for each held or rejected customer the console reads, not for others", async () => {
    const seen = (id: string, status: string) => ({
      kind: "customer" as const,
      id,
      displayName: "Ada Held",
      status,
    });
    await recordSeen(handle.db, [
      seen(`held-${backend}`, "OnHold"),
      seen(`rejected-${backend}`, "Rejected"),
      seen(`active-${backend}`, "Active"),
    ]);
    // Read again: still one case each.
    await recordSeen(handle.db, [seen(`held-${backend}`, "OnHold")]);
    expect(await casesOf(`held-${backend}`)).toMatchObject([
      { kind: "aml_hold", reason: "The provider reports the customer on hold by its AML check." },
    ]);
    expect(await casesOf(`rejected-${backend}`)).toHaveLength(1);
    expect(await casesOf(`active-${backend}`)).toEqual([]);
  });

  it("does not reopen a closed hold's case while the provider still holds; a new hold opens one", async () => {
    const id = `again-${backend}`;
    const seen = (status: string) => [
      { kind: "customer" as const, id, displayName: "Ada Again", status },
    ];
    await recordSeen(handle.db, seen("OnHold"));
    const [first] = await casesOf(id);
    await handle.db
      .update(complianceCases)
      .set({ status: "closed", outcome: "cleared" })
      .where(eq(complianceCases.id, first?.id ?? ""));
    // Cleared here; the provider lifts its hold later. Reads meanwhile open nothing.
    await recordSeen(handle.db, seen("OnHold"));
    expect(await casesOf(id)).toHaveLength(1);
    // Lifted, then held again: a new hold, a new case.
    await recordSeen(handle.db, seen("Active"));
    await recordSeen(handle.db, seen("OnHold"));
    expect((await casesOf(id)).map((c) => c.status).sort()).toEqual(["closed", "new"]);
  });

  it("opens a case for a customer held before cases existed, on the next read", async () => {
    const id = `before-${backend}`;
    const seen = [{ kind: "customer" as const, id, displayName: "Ada Before", status: "OnHold" }];
    // The directory knew the hold, but no case was ever opened for it.
    await handle.db.insert(directoryEntries).values({
      kind: "customer",
      id,
      displayName: "Ada Before",
      searchName: "ada before",
      status: "OnHold",
    });
    await recordSeen(handle.db, seen);
    expect(await casesOf(id)).toHaveLength(1);
  });

  it("opens a rejected-verification case when that is the customer's latest verification", async () => {
    const customerId = `verification-${backend}`;
    const change = (status: string) => ({
      kind: "user.verification.status" as const,
      customerId,
      status,
      rejectReason: null,
    });
    const stateIs = async (status: string) => {
      await handle.db
        .insert(customerVerifications)
        .values({
          customerId,
          status,
          rejectReason: null,
          eventCreatedAt: new Date(),
          webhookId: `wh-${status}`,
        })
        .onConflictDoUpdate({ target: customerVerifications.customerId, set: { status } });
    };
    // A late Rejected whose newer Approved is already applied: the state is Approved, no case.
    await stateIs("Approved");
    await followVerification(handle.db, change("Rejected"));
    expect(await casesOf(customerId)).toEqual([]);
    await stateIs("Rejected");
    await followVerification(handle.db, change("Rejected"));
    await followVerification(handle.db, change("Rejected"));
    expect(await casesOf(customerId)).toMatchObject([{ kind: "rejected_verification" }]);
    // A snoozed case wakes at the customer's next verification event.
    const [rejected] = await casesOf(customerId);
    await handle.db
      .update(complianceCases)
      .set({ snoozedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(complianceCases.id, rejected?.id ?? ""));
    await followVerification(handle.db, change("Pending"));
    expect((await casesOf(customerId))[0]).toMatchObject({ snoozedUntil: null, version: 2 });
    expect((await linesOf(rejected?.id ?? "")).map((line) => line.body)).toContain(
      "Woken by the customer's verification event (Pending).",
    );
  });
});
