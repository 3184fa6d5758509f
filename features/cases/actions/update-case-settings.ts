"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { DEFAULT_DUE_HOURS } from "@/lib/console/cases/machine";
import { readCaseSettings } from "@/lib/console/cases/settings";
import { caseDueHours, caseSettings } from "@/lib/db/schema";
import { caseKinds, casePriorities } from "@/lib/db/schema/case-values";
import { caseSettingsInput } from "../lib/case-settings-input";

/**
 * An admin sets how cases are given out and when they fall due. A due time equal to its
 * default is not stored, so a later change of the default reaches it. New cases only: a case
 * already open keeps the deadline it was given.
 */
export const updateCaseSettings = defineAction({
  name: "cases.update_settings",
  permission: "settings.manage",
  kind: "console",
  schema: caseSettingsInput,
  target: () => ({ type: "settings", id: "cases" }),
  async run(input, { db, user }) {
    const before = await readCaseSettings(db);
    const values = {
      autoAssign: input.auto_assign,
      openCaseLimit: input.open_case_limit,
      escalateAfterHours: input.escalate_after_hours,
      updatedBy: user.id,
      updatedAt: new Date(),
    };
    await db
      .insert(caseSettings)
      .values(values)
      .onConflictDoUpdate({ target: caseSettings.id, set: values });
    await db.delete(caseDueHours);
    const overrides = caseKinds.flatMap((kind) =>
      casePriorities
        .filter((priority) => input.due_hours[kind][priority] !== DEFAULT_DUE_HOURS[kind][priority])
        .map((priority) => ({ kind, priority, hours: input.due_hours[kind][priority] })),
    );
    if (overrides.length > 0) await db.insert(caseDueHours).values(overrides);
    return {
      data: null,
      target: { type: "settings", id: "cases" },
      before,
      after: await readCaseSettings(db),
    };
  },
});
