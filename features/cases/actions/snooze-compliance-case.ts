"use server";

import { formatTimestamp } from "@/components/ui/format";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { SNOOZE_MAX_DAYS, snoozeProblem } from "@/lib/console/cases/machine";
import { consoleNow } from "@/lib/console/clock";
import { caseTarget, snoozeCaseInput, utcFromField } from "../lib/case-input";
import { refuseIfClosed } from "../lib/refusals";
import { caseOrRefuse, changeCase } from "../lib/store";

const DAY_MS = 86_400_000;

/**
 * Puts the case out of the working views until a time, or until the customer's next
 * verification event (at most SNOOZE_MAX_DAYS: then it wakes anyway). It wakes by itself.
 */
export const snoozeComplianceCase = defineAction({
  name: "cases.snooze",
  permission: "cases.work",
  kind: "console",
  schema: snoozeCaseInput,
  target: caseTarget,
  async run({ case_id, version, wake, until, snooze_reason }, { db, user }) {
    refuseIfClosed(await caseOrRefuse(db, case_id));
    // The schema checked the time against real time; cases run on the console's clock, which
    // a demo may have moved on (lib/console/clock.ts).
    const now = await consoleNow(db);
    const chosen = wake === "at_time" ? utcFromField(until) : null;
    const problem = chosen && snoozeProblem(chosen, now);
    if (problem)
      throw new ActionRefusal("VALIDATION", "Some fields need attention.", { until: problem });
    const at = chosen || new Date(now.getTime() + SNOOZE_MAX_DAYS * DAY_MS);
    const when =
      wake === "at_time"
        ? `until ${formatTimestamp(at, "en-GB")}`
        : "until the customer's next verification event";
    const after = await changeCase(db, {
      caseId: case_id,
      version,
      actorId: user.id,
      set: { snoozedUntil: at },
      event: { type: "snoozed", body: `Snoozed ${when}: ${snooze_reason}` },
    });
    return {
      data: { version: after.version },
      target: { type: "case", id: case_id },
      after: { snoozed_until: at.toISOString(), wake, reason: snooze_reason },
    };
  },
});
