"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import {
  hasSecondFactor,
  resetSecondFactor as removeSecondFactor,
} from "@/lib/console/auth/second-factor";
import { endSessions } from "@/lib/console/auth/users";
import { lockAnotherUser } from "../lib/another-user";
import { resetUserPasswordInput } from "../lib/team-input";

/**
 * An admin removes someone's second factor (a lost phone): their recovery codes go with it, every
 * session of theirs ends, and they set up a new one at their next sign-in. Not one's own.
 */
export const resetSecondFactor = defineAction({
  name: "user.reset_second_factor",
  permission: "settings.manage",
  kind: "console",
  schema: resetUserPasswordInput,
  target: (input) => ({ type: "user", id: input.userId }),
  async run({ userId }, { db, user }) {
    const person = await lockAnotherUser(db, userId, user.id, "second factor");
    if (!(await hasSecondFactor(db, userId)))
      throw new ActionRefusal("NO_SECOND_FACTOR", `${person.email} has no second factor to reset.`);
    await removeSecondFactor(db, userId);
    await endSessions(db, userId);
    return { data: { email: person.email }, target: { type: "user", id: person.email } };
  },
});
