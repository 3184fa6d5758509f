import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { openCases } from "@/lib/console/cases/open";
import { wakeSnoozedCases } from "@/lib/console/cases/wake";
import type { DbHandle } from "@/lib/db";
import {
  complianceCaseEvents,
  complianceCases,
  directoryEntries,
  notifications,
  type Role,
} from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { addCaseNote } from "../actions/add-case-note";
import { assignComplianceCase } from "../actions/assign-compliance-case";
import { takeComplianceCase } from "../actions/take-compliance-case";
import { escalateOverdue } from "./escalate";
import { mentionsIn } from "./mentions";
import { notifyCaseDeadlines } from "./overdue-notices";

import { createSecondOfficer } from "./testing";

const HOUR = 3_600_000;

describe("mentions in a note", () => {
  it.each([
    ["@compliance2 please look", ["compliance2"]],
    ["Asked @Compliance2 and @admin.", ["compliance2", "admin"]],
    ["cc @compliance2@example.com, @compliance2", ["compliance2@example.com", "compliance2"]],
    ["The customer wrote from jane@example.com", []],
    ["an @ alone, and email@@", []],
  ])("%s mentions %j", (body, handles) => {
    expect(mentionsIn(body)).toEqual(handles);
  });
});

describe.each(testBackends)("a case's notices in people's bells on %s", (backend) => {
  let handle: DbHandle;
  let uninstall: () => void;
  let users: Record<Role, string>;
  let second: string;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    uninstall = installConsole(handle, {} as CamsClient);
    users = await usersByRole(handle);
    second = await createSecondOfficer(handle);
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });

  const newCase = async (name: string) => {
    const customerId = `${name}-${backend}`;
    await handle.db
      .insert(directoryEntries)
      .values({ kind: "customer", id: customerId, displayName: `Cust ${name}`, searchName: name });
    const [opened] = await openCases(handle.db, [{ customerId, kind: "aml_hold", reason: "held" }]);
    return opened!.id;
  };
  const bell = (userId: string) =>
    handle.db
      .select({ kind: notifications.kind, title: notifications.title, href: notifications.href })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(notifications.id);

  it("a note's mention reaches the colleague's bell; the author's own mention does not", async () => {
    const id = await newCase("mention");
    signInAs(users.compliance);
    const before = (await bell(second)).length;
    const noted = await addCaseNote({
      case_id: id,
      body: "Passport looks altered, @compliance2 and @admin: second opinion? (@compliance)",
    });
    expect(noted).toMatchObject({ ok: true });
    expect((await bell(second)).slice(before)).toEqual([
      {
        kind: "mentioned",
        title: "compliance mentioned you in a note: Cust mention",
        href: `/cases/${id}`,
      },
    ]);
    expect((await bell(users.admin)).at(-1)).toMatchObject({ kind: "mentioned" });
    expect((await bell(users.compliance)).filter((n) => n.kind === "mentioned")).toEqual([]);
  });

  it("a mention of nobody, or of someone who cannot open cases, is refused on the note", async () => {
    const id = await newCase("nobody");
    signInAs(users.compliance);
    for (const handleName of ["nobody", "support"]) {
      const refused = await addCaseNote({ case_id: id, body: `Ask @${handleName}` });
      expect(refused).toMatchObject({ ok: false, code: "VALIDATION" });
      expect(refused.ok || refused.fieldErrors.body).toContain(
        `Nobody who can open cases goes by @${handleName}.`,
      );
    }
    const notes = await handle.db
      .select()
      .from(complianceCaseEvents)
      .where(and(eq(complianceCaseEvents.caseId, id), eq(complianceCaseEvents.type, "note")));
    expect(notes).toEqual([]);
  });

  it("an assignment tells the new owner; a take-over tells the one it was taken from", async () => {
    const id = await newCase("assign");
    signInAs(users.compliance);
    await assignComplianceCase({
      case_id: id,
      version: 1,
      owner_id: second,
      assignment_reason: "You know this customer",
    });
    expect((await bell(second)).at(-1)).toEqual({
      kind: "assigned",
      title: "compliance gave you a case: Cust assign",
      href: `/cases/${id}`,
    });
    await takeComplianceCase({ case_id: id, version: 2 });
    expect((await bell(second)).at(-1)?.title).toBe("compliance took over your case: Cust assign");
  });

  it("a wake tells the owner; an escalation tells the owner, or every officer if nobody owns it", async () => {
    const owned = await newCase("owned");
    const unowned = await newCase("unowned");
    const now = new Date("2031-03-01T12:00:00Z");
    await handle.db
      .update(complianceCases)
      .set({ ownerId: second, snoozedUntil: new Date(now.getTime() + HOUR) })
      .where(eq(complianceCases.id, owned));
    await wakeSnoozedCases(handle.db, `owned-${backend}`, "Verified", now);
    expect((await bell(second)).at(-1)).toMatchObject({
      kind: "woke",
      title: "Case woke: Cust owned",
    });

    const late = new Date(now.getTime() - 25 * HOUR);
    await handle.db
      .update(complianceCases)
      .set({ dueAt: late })
      .where(eq(complianceCases.id, owned));
    await handle.db
      .update(complianceCases)
      .set({ dueAt: late })
      .where(eq(complianceCases.id, unowned));
    await escalateOverdue(handle.db, now);
    const escalated = (userId: string) =>
      // The earlier tests' cases, due in 2026, escalate too: only these two are looked at.
      bell(userId).then((rows) =>
        rows
          .filter((n) => n.kind === "escalated" && /Cust (un)?owned$/.test(n.title))
          .map((n) => n.title),
      );
    expect(await escalated(second)).toEqual([
      "Case escalated, overdue: Cust owned",
      "Case escalated, overdue: Cust unowned",
    ]);
    expect(await escalated(users.compliance)).toEqual(["Case escalated, overdue: Cust unowned"]);
    expect(await escalated(users.admin)).toEqual([]);
  });

  it("an overdue case is told to its owner once per deadline, however often the bell is read", async () => {
    const id = await newCase("overdue");
    const now = new Date("2031-04-01T12:00:00Z");
    await handle.db
      .update(complianceCases)
      .set({ ownerId: users.compliance, dueAt: new Date(now.getTime() - HOUR) })
      .where(eq(complianceCases.id, id));
    const overdue = () =>
      bell(users.compliance).then((rows) =>
        rows.filter((n) => n.title === "Case overdue: Cust overdue"),
      );
    await Promise.all([1, 2, 3].map(() => notifyCaseDeadlines(handle.db, users.compliance, now)));
    expect(await overdue()).toHaveLength(1);
    // A new deadline, passed again: a new notice.
    await handle.db
      .update(complianceCases)
      .set({ dueAt: new Date(now.getTime() - 2 * HOUR) })
      .where(eq(complianceCases.id, id));
    await notifyCaseDeadlines(handle.db, users.compliance, now);
    expect(await overdue()).toHaveLength(2);
  });

  it("a snooze that ended by its time is told to the owner once", async () => {
    const id = await newCase("slept");
    const now = new Date("2031-05-01T12:00:00Z");
    await handle.db
      .update(complianceCases)
      .set({
        ownerId: users.compliance,
        dueAt: new Date(now.getTime() + 48 * HOUR),
        snoozedUntil: new Date(now.getTime() + HOUR),
      })
      .where(eq(complianceCases.id, id));
    const woke = () =>
      bell(users.compliance).then((rows) =>
        rows.filter((n) => n.title === "Snooze ended: Cust slept"),
      );
    await notifyCaseDeadlines(handle.db, users.compliance, now);
    expect(await woke()).toEqual([]);
    const later = new Date(now.getTime() + 2 * HOUR);
    await notifyCaseDeadlines(handle.db, users.compliance, later);
    await notifyCaseDeadlines(handle.db, users.compliance, later);
    expect(await woke()).toEqual([
      { kind: "woke", title: "Snooze ended: Cust slept", href: `/cases/${id}` },
    ]);
  });
});
