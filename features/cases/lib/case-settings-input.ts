import { z } from "@/lib/cams/zod";
import { caseSettingBounds } from "@/lib/console/cases/machine";
import { caseKinds, casePriorities } from "@/lib/db/schema/case-values";

/** A whole number of hours or cases within what the database allows, in words on its field. */
const whole = (what: string, { min, max }: { min: number; max: number }) =>
  z.coerce
    .number({ error: `Enter the ${what} as a number` })
    .int(`Enter the ${what} as a whole number`)
    .min(min, `The ${what} must be at least ${min}`)
    .max(max, `The ${what} can be at most ${max}`);

const dueHours = whole("due time in hours", caseSettingBounds.dueHours);
const byPriority = z.strictObject(
  Object.fromEntries(casePriorities.map((p) => [p, dueHours])) as Record<
    (typeof casePriorities)[number],
    typeof dueHours
  >,
);

/** Settings → Cases: automatic assignment, the officers' limit, escalation, due times. */
export const caseSettingsInput = z.strictObject({
  /** The settings' version the page showed (0: never saved). */
  version: z.number({ error: "Reload the page" }).int().min(0),
  auto_assign: z.boolean(),
  open_case_limit: whole("limit of open cases", caseSettingBounds.openCaseLimit),
  escalate_after_hours: whole(
    "escalation threshold in hours",
    caseSettingBounds.escalateAfterHours,
  ),
  due_hours: z.strictObject(
    Object.fromEntries(caseKinds.map((k) => [k, byPriority])) as Record<
      (typeof caseKinds)[number],
      typeof byPriority
    >,
  ),
});
