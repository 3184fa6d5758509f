"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { endSessions, lockUser } from "@/lib/console/auth/users";
import { personInput } from "../lib/team-input";

/**
 * An admin ends every session of a person (a lost laptop, a shared screen left open): each of
 * their browsers is sent to sign in again. Their own are ended on their Security page instead,
 * one by one, so an admin does not sign themself out by a slip.
 */
export const endUserSessions = defineAction({
  name: "user.end_sessions",
  permission: "settings.manage",
  kind: "console",
  schema: personInput,
  target: (input) => ({ type: "user", id: input.userId }),
  async run({ userId }, { db, user }) {
    if (userId === user.id)
      throw new ActionRefusal(
        "SELF_CHANGE",
        "End your own sessions on your Security page, one by one.",
      );
    const person = await lockUser(db, userId);
    if (!person) throw new ActionRefusal("NOT_FOUND", "That user no longer exists.");
    await endSessions(db, userId);
    return { data: { email: person.email }, target: { type: "user", id: person.email } };
  },
});
