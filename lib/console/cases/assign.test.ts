import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import {
  caseDueHours,
  caseOfficers,
  caseSettings,
  complianceCaseEvents,
  complianceCases,
  notifications,
} from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { createUser } from "../auth/users";
import { assignInTurn } from "./assign";
import { openCases } from "./open";

const HOUR = 3_600_000;

// Automatic assignment goes round the available officers in turn and never past their limit,
// however many servers open cases at once: on PostgreSQL the openers run on separate connections.
describe.each(testBackends)("cases given in turn on %s", (backend) => {
  let handle: DbHandle;
  let officers: string[];
  let away: string;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    const make = (name: string) =>
      createUser(handle.db, {
        email: `${name}@example.com`,
        name,
        role: "compliance",
        password: "long enough password",
      }).then((u) => u.id);
    officers = [await make("ada"), await make("bea"), await make("cid")];
    away = await make("dee");
    await handle.db.insert(caseOfficers).values({ userId: away, away: true });
  });
  afterAll(() => handle.close());

  const settings = (values: Partial<typeof caseSettings.$inferInsert>) =>
    handle.db
      .insert(caseSettings)
      .values({ openCaseLimit: 25, escalateAfterHours: 24, ...values })
      .onConflictDoUpdate({ target: caseSettings.id, set: values });
  const owners = async (ids: string[]) => {
    const rows = await handle.db
      .select({ id: complianceCases.id, owner: complianceCases.ownerId })
      .from(complianceCases)
      .where(inArray(complianceCases.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)?.owner ?? null);
  };
  const open = (name: string) =>
    openCases(handle.db, [{ customerId: `${name}-${backend}`, kind: "aml_hold", reason: "held" }]);

  it("leaves cases unassigned while automatic assignment is off", async () => {
    const [opened] = await open("off");
    expect(await owners([opened!.id])).toEqual([null]);
  });

  it("goes round the available officers in order, never to one who is away", async () => {
    await settings({ autoAssign: true, openCaseLimit: 25 });
    const ids: string[] = [];
    for (const i of [1, 2, 3, 4, 5, 6]) ids.push((await open(`turn${i}`))[0]!.id);
    const given = await owners(ids);
    // Each officer once before anyone twice, and again in the same order.
    expect(new Set(given.slice(0, 3))).toEqual(new Set(officers));
    expect(given.slice(3)).toEqual(given.slice(0, 3));
    expect(given).not.toContain(away);
    const [line] = await handle.db
      .select()
      .from(complianceCaseEvents)
      .where(eq(complianceCaseEvents.caseId, ids[0]!))
      .orderBy(complianceCaseEvents.id)
      .offset(1);
    expect(line).toMatchObject({ type: "assigned", actorId: null, ownerId: given[0] });
    const [told] = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.href, `/cases/${ids[0]}`));
    expect(told).toMatchObject({ userId: given[0], kind: "assigned" });
  });

  it("under racing openers, fills every officer to the limit and no further", async () => {
    // Each officer already owns 2 open cases from the last test: a limit of 4 leaves 6 places.
    await settings({ autoAssign: true, openCaseLimit: 4 });
    const opened = await Promise.all(
      Array.from({ length: 9 }, (_, i) => open(`race${i}`).then((c) => c[0]!.id)),
    );
    const given = await owners(opened);
    for (const officer of officers) expect(given.filter((o) => o === officer)).toHaveLength(2);
    expect(given.filter((o) => o === null)).toHaveLength(3);
    const open_ = await handle.db
      .select({ owner: complianceCases.ownerId })
      .from(complianceCases)
      .where(inArray(complianceCases.ownerId, officers));
    expect(open_).toHaveLength(12);
  });

  it("dates a new case by the admin's due time for its kind and priority", async () => {
    await settings({ autoAssign: false });
    await handle.db.insert(caseDueHours).values({ kind: "aml_hold", priority: "normal", hours: 5 });
    const [opened] = await open("due");
    const [row] = await handle.db
      .select()
      .from(complianceCases)
      .where(eq(complianceCases.id, opened!.id));
    expect(row!.dueAt.getTime() - row!.createdAt.getTime()).toBe(5 * HOUR);
    // A kind and priority the admin left alone keeps its default: high is 1 day.
    const [high] = await openCases(handle.db, [
      { customerId: `high-${backend}`, kind: "aml_hold", reason: "held", priority: "high" },
    ]);
    const [highRow] = await handle.db
      .select()
      .from(complianceCases)
      .where(eq(complianceCases.id, high!.id));
    expect(highRow!.dueAt.getTime() - highRow!.createdAt.getTime()).toBe(24 * HOUR);
  });

  it("never undoes a take that came between choosing a case and its turn", async () => {
    await settings({ autoAssign: false });
    const [opened] = await open("taken");
    // A colleague takes it; the turn was chosen while it had no owner.
    await handle.db
      .update(complianceCases)
      .set({ ownerId: away })
      .where(eq(complianceCases.id, opened!.id));
    const given = await assignInTurn(handle.db, [{ id: opened!.id, from: null }], {
      actorId: null,
      body: "in turn",
      openCaseLimit: 100,
    });
    expect(given.get(opened!.id)).toBeNull();
    expect(await owners([opened!.id])).toEqual([away]);
  });
});
