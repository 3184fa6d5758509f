"use server";

import { eq, sql } from "drizzle-orm";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { DEFAULT_DUE_HOURS } from "@/lib/console/cases/machine";
import { readCaseSettings } from "@/lib/console/cases/settings";
import { caseDueHours, caseSettings } from "@/lib/db/schema";
import { caseKinds, casePriorities } from "@/lib/db/schema/case-values";
import { caseSettingsInput } from "../lib/case-settings-input";

/**
 * An admin sets how cases are given out and when they fall due. A due time equal to its
 * default is not stored, so a later change of the default reaches it. New cases only: a case
 * already open keeps the deadline it was given. Saved only over the version the form showed;
 * the settings row, written first, holds a second save back until this one commits.
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
    const saved =
      input.version === 0
        ? await db.insert(caseSettings).values(values).onConflictDoNothing().returning()
        : await db
            .update(caseSettings)
            .set({ ...values, version: sql`${caseSettings.version} + 1` })
            .where(eq(caseSettings.version, input.version))
            .returning();
    if (saved.length === 0)
      throw new ActionRefusal(
        "stale",
        "Another admin saved these settings after you opened them. Nothing you sent was saved: reload the page to see their values, then change them again.",
      );
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
