"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { consoleNow } from "@/lib/console/clock";
import { caseTarget, caseVersionInput } from "../lib/case-input";
import { caseOrRefuse, changeCase } from "../lib/store";

/** Ends a snooze now: the case is back in the working views. */
export const wakeComplianceCase = defineAction({
  name: "cases.wake",
  permission: "cases.work",
  kind: "console",
  schema: caseVersionInput,
  target: caseTarget,
  async run({ case_id, version }, { db, user }) {
    const before = await caseOrRefuse(db, case_id);
    if (!before.snoozedUntil || before.snoozedUntil <= (await consoleNow(db))) {
      throw new ActionRefusal("not_snoozed", "The case is not snoozed.");
    }
    const after = await changeCase(db, {
      caseId: case_id,
      version,
      actorId: user.id,
      set: { snoozedUntil: null },
      event: { type: "woke", body: "Woken by hand." },
    });
    return {
      data: { version: after.version },
      target: { type: "case", id: case_id },
      before: { snoozed_until: before.snoozedUntil.toISOString() },
      after: { snoozed_until: null },
    };
  },
});
