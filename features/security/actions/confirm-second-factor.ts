"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { confirmEnrolment } from "@/lib/console/auth/second-factor";
import { confirmSecondFactorInput } from "../lib/second-factor-input";

/** Confirms the enrolment with one code; answers the ten recovery codes, shown this once. */
export const confirmSecondFactor = defineAction({
  name: "user.enrol_second_factor",
  permission: "security.self",
  kind: "console",
  schema: confirmSecondFactorInput,
  async run({ code }, { db, user }) {
    const confirmed = await confirmEnrolment(db, user.id, code);
    if (!confirmed.ok)
      throw new ActionRefusal("WRONG_CODE", "That code is not right.", {
        code: "That code is not right. Enter the code your app shows now; codes change every 30 seconds.",
      });
    return {
      data: { recoveryCodes: confirmed.recoveryCodes },
      target: { type: "user", id: user.email },
    };
  },
});
