"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { caseOfficers } from "@/lib/db/schema";
import { caseAvailabilityInput } from "../lib/case-input";

/**
 * An officer marks themselves away or back. Away, automatic assignment passes them by, and a
 * colleague may move their open cases; what they own stays theirs until then.
 */
export const setCaseAvailability = defineAction({
  name: "cases.set_availability",
  permission: "cases.work",
  kind: "console",
  schema: caseAvailabilityInput,
  target: () => ({ type: "user", id: null }),
  async run({ away }, { db, user }) {
    await db
      .insert(caseOfficers)
      .values({ userId: user.id, away })
      .onConflictDoUpdate({ target: caseOfficers.userId, set: { away } });
    return { data: { away }, target: { type: "user", id: user.id }, after: { away } };
  },
});
