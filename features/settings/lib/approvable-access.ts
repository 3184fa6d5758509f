import "server-only";
import { eq } from "drizzle-orm";
import { z } from "@/lib/cams/zod";
import { ActionRefusal, actionDefinition } from "@/lib/console/actions/define-action";
import type { ApprovableAction } from "@/lib/console/approvals/preview";
import {
  hasSecondFactor,
  resetSecondFactor as removeSecondFactor,
} from "@/lib/console/auth/second-factor";
import { endSessions, findUserById, lockUser, refuseIfLastAdmin } from "@/lib/console/auth/users";
import { users } from "@/lib/db/schema";
import { lockAnotherUser } from "./another-user";
import { personInput } from "./team-input";

// A person's access, held back by the team policy (user_role_change) like a role change: one
// admin alone must not lock a colleague out, let a disabled identity back in, or strip a second
// factor they could then enrol themselves. Defined here so an approval can run them.

const userSubject = ({ userId }: { userId: string }) => [userId];

export const setUserDisabledDefinition = actionDefinition({
  name: "user.set_disabled",
  permission: "settings.manage",
  schema: z.strictObject({ userId: z.uuid(), disabled: z.boolean() }),
  fourEyes: { policy: "user_role_change" },
  target: (input) => ({ type: "user", id: input.userId }),
  async run({ userId, disabled }, { db, user }) {
    if (userId === user.id)
      throw new ActionRefusal("SELF_CHANGE", "You cannot disable your own account.");
    const lastAdmin = disabled ? await refuseIfLastAdmin(db, userId) : null;
    if (lastAdmin) throw new ActionRefusal("LAST_ADMIN", lastAdmin);
    const before = await lockUser(db, userId);
    if (!before) throw new ActionRefusal("NOT_FOUND", "That user no longer exists.");
    await db.update(users).set({ disabled, updatedAt: new Date() }).where(eq(users.id, userId));
    // Disabling ends the user's sessions for good: re-enabling later does not revive them.
    if (disabled) await endSessions(db, userId);
    return {
      data: { userId, disabled },
      target: { type: "user", id: before.email },
      before: { disabled: before.disabled },
      after: { disabled },
    };
  },
});

export const approvableSetDisabled: ApprovableAction = {
  definition: setUserDisabledDefinition,
  preview: async ({ userId, disabled }: { userId: string; disabled: boolean }, { db }) => {
    const person = await findUserById(db, userId);
    return {
      facts: [
        ["User", person?.email ?? userId],
        ["Change", disabled ? "Disable: no sign-in, every session ends" : "Enable again"],
      ],
      effects: person ? [["Account now", person.disabled ? "disabled" : "enabled"]] : [],
      links: [{ label: "Users", href: "/settings" }],
      problem: person ? null : "That user no longer exists.",
    };
  },
  subjects: userSubject,
};

/**
 * An admin removes someone's second factor (a lost phone): their recovery codes go with it, every
 * session of theirs ends, and they set up a new one at their next sign-in. Not one's own.
 */
export const resetSecondFactorDefinition = actionDefinition({
  name: "user.reset_second_factor",
  permission: "settings.manage",
  kind: "console",
  schema: personInput,
  fourEyes: { policy: "user_role_change" },
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

export const approvableSecondFactorReset: ApprovableAction = {
  definition: resetSecondFactorDefinition,
  preview: async ({ userId }: { userId: string }, { db }) => {
    const person = await findUserById(db, userId);
    const enrolled = person ? await hasSecondFactor(db, userId) : false;
    return {
      facts: [
        ["User", person?.email ?? userId],
        ["Change", "Reset the second factor: app and recovery codes stop, every session ends"],
      ],
      effects: person ? [["Second factor now", enrolled ? "on" : "off"]] : [],
      links: [{ label: "Users", href: "/settings" }],
      problem: !person
        ? "That user no longer exists."
        : enrolled
          ? null
          : `${person.email} has no second factor to reset.`,
    };
  },
  subjects: userSubject,
};
