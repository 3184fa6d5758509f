"use server";

import { z } from "@/lib/cams/zod";
import { defineAction } from "@/lib/console/actions/define-action";
import { secondFactorRequired, setSecondFactorRequired } from "@/lib/console/auth/second-factor";

/**
 * Whether every user must have a second factor. Turned on, a user without one is sent to set it
 * up at their next click, and can do nothing else until they have.
 */
export const setSecondFactorRequirement = defineAction({
  name: "settings.require_second_factor",
  permission: "settings.manage",
  kind: "console",
  schema: z.strictObject({ required: z.boolean() }),
  async run({ required }, { db, user }) {
    const before = await secondFactorRequired(db);
    await setSecondFactorRequired(db, required, user.id);
    return {
      data: null,
      target: { type: "setting", id: "require_second_factor" },
      before: { required: before },
      after: { required },
    };
  },
});
