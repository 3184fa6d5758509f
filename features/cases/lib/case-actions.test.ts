import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { openCases } from "@/lib/console/cases/open";
import type { DbHandle } from "@/lib/db";
import { auditLog, complianceCaseEvents, complianceCases, type Role } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { addCaseNote } from "../actions/add-case-note";
import { assignComplianceCase } from "../actions/assign-compliance-case";
import { closeComplianceCase } from "../actions/close-compliance-case";
import { moveComplianceCase } from "../actions/move-compliance-case";
import { openComplianceCase } from "../actions/open-compliance-case";
import { snoozeComplianceCase } from "../actions/snooze-compliance-case";
import { takeComplianceCase } from "../actions/take-compliance-case";
import { wakeComplianceCase } from "../actions/wake-compliance-case";
import { inboxCounts } from "./inbox";

import { createSecondOfficer } from "./testing";

// Working a case through the server actions, as the officers' pages do: each change checked
// against the version the page showed, each refusal in words on the field it concerns.
describe.each(testBackends)("working a compliance case on %s", (backend) => {
  let handle: DbHandle;
  let uninstall: () => void;
  let users: Record<Role, string>;
  let second: string;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    // No provider call is made: a case is the console's own record.
    uninstall = installConsole(handle, {} as CamsClient);
    users = await usersByRole(handle);
    second = await createSecondOfficer(handle);
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });

  const newCase = async (customerId: string) => {
    const [opened] = await openCases(handle.db, [{ customerId, kind: "aml_hold", reason: "held" }]);
    if (!opened) throw new Error("not opened");
    return opened.id;
  };
  const read = async (id: string) =>
    (await handle.db.select().from(complianceCases).where(eq(complianceCases.id, id)))[0];

  it("an officer takes a new case into review; the second taker is told who won", async () => {
    const id = await newCase(`take-${backend}`);
    signInAs(users.compliance);
    expect(await takeComplianceCase({ case_id: id, version: 1 })).toEqual({
      ok: true,
      data: { version: 2 },
    });
    expect(await read(id)).toMatchObject({ status: "in_review", ownerId: users.compliance });
    // The second officer's page still showed version 1.
    signInAs(second);
    const late = await takeComplianceCase({ case_id: id, version: 1 });
    expect(late).toMatchObject({ ok: false, code: "stale" });
    expect(late.ok || late.message).toBe(
      "compliance changed this case after you opened it: it is now in review, owned by compliance. Nothing you sent was saved. Reload the page to see their change, then decide again.",
    );
    expect(await read(id)).toMatchObject({ ownerId: users.compliance, version: 2 });
  });

  it("moves along the state machine only, with the refusal on the status field", async () => {
    const id = await newCase(`move-${backend}`);
    signInAs(users.compliance);
    const moved = await moveComplianceCase({
      case_id: id,
      version: 1,
      status: "waiting_on_customer",
      move_reason: "asked for a passport",
    });
    expect(moved).toEqual({ ok: true, data: { version: 2 } });
    const closed = await closeComplianceCase({
      case_id: id,
      version: 2,
      outcome: "cleared",
      summary: "passport checks out",
    });
    expect(closed).toEqual({ ok: true, data: { version: 3 } });
    const reopened = await moveComplianceCase({
      case_id: id,
      version: 3,
      status: "in_review",
      move_reason: "again",
    });
    expect(reopened).toMatchObject({
      ok: false,
      fieldErrors: { status: "The case is closed: open a new case for a new concern." },
    });
    // A note on a closed case is refused too, and nothing is written.
    expect(await addCaseNote({ case_id: id, body: "late" })).toMatchObject({ ok: false });
    const lines = await handle.db
      .select({ type: complianceCaseEvents.type, body: complianceCaseEvents.body })
      .from(complianceCaseEvents)
      .where(eq(complianceCaseEvents.caseId, id))
      .orderBy(complianceCaseEvents.id);
    expect(lines).toEqual([
      { type: "opened", body: "held" },
      { type: "status", body: "asked for a passport" },
      { type: "closed", body: "Cleared: passport checks out" },
    ]);
    expect(await read(id)).toMatchObject({ status: "closed", outcome: "cleared" });
  });

  it("refuses in words: an empty note, Other without words, an owner who is not an officer", async () => {
    const id = await newCase(`refuse-${backend}`);
    signInAs(users.compliance);
    expect(await addCaseNote({ case_id: id, body: "   " })).toMatchObject({
      ok: false,
      fieldErrors: { body: "Write the note: it cannot be empty" },
    });
    expect(
      await closeComplianceCase({ case_id: id, version: 1, outcome: "other", summary: "dunno" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        summary: "With the outcome Other, say in at least 10 characters what the outcome was",
      },
    });
    expect(
      await assignComplianceCase({
        case_id: id,
        version: 1,
        owner_id: users.manager,
        assignment_reason: "help",
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { owner_id: "Choose an enabled compliance officer." },
    });
    expect(
      await assignComplianceCase({
        case_id: id,
        version: 1,
        owner_id: second,
        assignment_reason: "yours",
      }),
    ).toEqual({ ok: true, data: { version: 2 } });
    expect(await read(id)).toMatchObject({ ownerId: second, status: "new", version: 2 });
  });

  it("snoozes out of the working views until a time in the future, and wakes by hand", async () => {
    const id = await newCase(`snooze-${backend}`);
    signInAs(users.compliance);
    expect(await takeComplianceCase({ case_id: id, version: 1 })).toMatchObject({ ok: true });
    const field = (date: Date) => date.toISOString().slice(0, 16);
    const snooze = (until: string) =>
      snoozeComplianceCase({
        case_id: id,
        version: 2,
        wake: "at_time",
        until,
        snooze_reason: "waiting for the passport",
      });
    expect(await snooze(field(new Date(Date.now() - 60_000)))).toMatchObject({
      ok: false,
      fieldErrors: { until: "Choose a time after now: a snooze ends in the future." },
    });
    expect(await snooze("")).toMatchObject({
      ok: false,
      fieldErrors: { until: "Choose the date and time the case wakes" },
    });
    expect(await snooze(field(new Date(Date.now() + 91 * 86_400_000)))).toMatchObject({
      ok: false,
      fieldErrors: { until: "Choose a time within 90 days." },
    });
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await snooze(field(tomorrow))).toEqual({ ok: true, data: { version: 3 } });
    const mine = await inboxCounts(handle.db, users.compliance, new Date());
    const later = await inboxCounts(
      handle.db,
      users.compliance,
      new Date(tomorrow.getTime() + 60_000),
    );
    // Asleep now; back in My cases, by itself, once its time has come.
    expect(later.mine - mine.mine).toBe(1);
    expect(mine.snoozed - later.snoozed).toBe(1);
    expect(await wakeComplianceCase({ case_id: id, version: 3 })).toEqual({
      ok: true,
      data: { version: 4 },
    });
    expect(await read(id)).toMatchObject({ snoozedUntil: null });
    expect(await wakeComplianceCase({ case_id: id, version: 4 })).toMatchObject({
      ok: false,
      message: "The case is not snoozed.",
    });
  });

  it("anyone raises a case by hand, once while it is open; an admin reads but does not work", async () => {
    signInAs(users.support);
    const input = { customer_id: `manual-${backend}`, priority: "high" as const, reason: "odd" };
    const opened = await openComplianceCase(input);
    expect(opened).toMatchObject({ ok: true });
    expect(await openComplianceCase(input)).toMatchObject({
      ok: false,
      message: "This customer already has an open case raised by hand: add a note to it instead.",
    });
    const id = opened.ok ? (opened.data as { id: string }).id : "";
    expect(await read(id)).toMatchObject({ kind: "manual", openedBy: users.support });
    signInAs(users.admin);
    expect(await takeComplianceCase({ case_id: id, version: 1 })).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });
    expect(await read(id)).toMatchObject({ ownerId: null, version: 1 });
    const opening = await handle.db
      .select({ action: auditLog.action, actor: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, id));
    expect(opening).toEqual([{ action: "cases.open", actor: users.support }]);
  });
});
