import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { DEFAULT_DUE_HOURS } from "@/lib/console/cases/machine";
import { openCases } from "@/lib/console/cases/open";
import { readCaseSettings } from "@/lib/console/cases/settings";
import type { DbHandle } from "@/lib/db";
import { caseDueHours, complianceCases, type Role } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/testing";
import { reassignOfficerCases } from "../actions/reassign-officer-cases";
import { setCaseAvailability } from "../actions/set-case-availability";
import { updateCaseSettings } from "../actions/update-case-settings";

import { createSecondOfficer } from "./testing";

const settingsInput = (change: Record<string, unknown> = {}) => ({
  version: 0,
  auto_assign: true,
  open_case_limit: 10,
  escalate_after_hours: 24,
  due_hours: structuredClone(DEFAULT_DUE_HOURS),
  ...change,
});

describe("assignment: availability, moving an away officer's cases, the admin's settings", () => {
  let handle: DbHandle;
  let uninstall: () => void;
  let users: Record<Role, string>;
  let second: string;
  beforeAll(async () => {
    handle = await createTestDb("pglite");
    uninstall = installConsole(handle, {} as CamsClient);
    users = await usersByRole(handle);
    second = await createSecondOfficer(handle);
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });

  it("only an admin sets case settings; each number is checked at its bounds, nothing half saved", async () => {
    for (const role of ["compliance", "manager", "support"] as const) {
      signInAs(users[role]);
      expect(await updateCaseSettings(settingsInput())).toMatchObject({
        ok: false,
        code: "FORBIDDEN",
      });
    }
    signInAs(users.admin);
    const refused = await updateCaseSettings(
      settingsInput({
        open_case_limit: 0,
        escalate_after_hours: 721,
        due_hours: { ...DEFAULT_DUE_HOURS, aml_hold: { high: 2161, normal: 1.5, low: 48 } },
      }),
    );
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: {
        open_case_limit: "The limit of open cases must be at least 1",
        escalate_after_hours: "The escalation threshold in hours can be at most 720",
        "due_hours.aml_hold.high": "The due time in hours can be at most 2160",
        "due_hours.aml_hold.normal": "Enter the due time in hours as a whole number",
      },
    });
    expect(await readCaseSettings(handle.db)).toMatchObject({ autoAssign: false });
    const saved = await updateCaseSettings(
      settingsInput({
        open_case_limit: 1000,
        escalate_after_hours: 720,
        due_hours: { ...DEFAULT_DUE_HOURS, aml_hold: { high: 2160, normal: 1, low: 120 } },
      }),
    );
    expect(saved).toMatchObject({ ok: true });
    expect(await readCaseSettings(handle.db)).toMatchObject({
      autoAssign: true,
      openCaseLimit: 1000,
      escalateAfterHours: 720,
      dueHours: { aml_hold: { high: 2160, normal: 1, low: 120 } },
    });
    // Only what differs from the default is stored.
    expect(await handle.db.select().from(caseDueHours)).toHaveLength(2);
    // A second admin's form, opened before that save, is refused and changes nothing.
    const stale = await updateCaseSettings(settingsInput({ open_case_limit: 5 }));
    expect(stale).toMatchObject({ ok: false, code: "stale" });
    expect(await readCaseSettings(handle.db)).toMatchObject({ openCaseLimit: 1000, version: 1 });
  });

  it("an away officer gets no case in turn; a colleague moves their open cases in one action", async () => {
    signInAs(users.admin);
    await updateCaseSettings(settingsInput({ version: 1, open_case_limit: 10 }));
    signInAs(second);
    expect(await setCaseAvailability({ away: true })).toMatchObject({ ok: true });
    const opened = [];
    for (const i of [1, 2, 3]) {
      opened.push(
        (await openCases(handle.db, [{ customerId: `away-${i}`, kind: "manual", reason: "x" }]))[0]!
          .id,
      );
    }
    const ownerOf = async (id: string) =>
      (await handle.db.select().from(complianceCases).where(eq(complianceCases.id, id)))[0]
        ?.ownerId;
    for (const id of opened) expect(await ownerOf(id)).toBe(users.compliance);

    // The first officer goes away with their cases; the second, back, is refused moving them
    // while the first is available, then moves them all once the first is away.
    signInAs(second);
    await setCaseAvailability({ away: false });
    const early = await reassignOfficerCases({
      officer_id: users.compliance,
      reassign_reason: "Holiday",
    });
    expect(early).toMatchObject({ ok: false, code: "officer_available" });
    signInAs(users.compliance);
    await setCaseAvailability({ away: true });
    signInAs(second);
    expect(
      await reassignOfficerCases({ officer_id: users.compliance, reassign_reason: "Holiday" }),
    ).toEqual({ ok: true, data: { moved: 3, left: 0 } });
    for (const id of opened) expect(await ownerOf(id)).toBe(second);
    // Support may not move cases.
    signInAs(users.support);
    expect(await reassignOfficerCases({ officer_id: second, reassign_reason: "x" })).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });
  });
});
