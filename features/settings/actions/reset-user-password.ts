"use server";

import { eq } from "drizzle-orm";
import { defineAction } from "@/lib/console/actions/define-action";
import { issueLink, linkPath, NO_PASSWORD } from "@/lib/console/auth/links";
import { endSessions } from "@/lib/console/auth/users";
import { users } from "@/lib/db/schema";
import { lockAnotherUser } from "../lib/another-user";
import { personInput } from "../lib/team-input";

/**
 * An admin resets someone's password: the old one stops working at once, every session of theirs
 * ends, and a one-time link (72 hours) lets them set a new one. Not one's own: an admin who
 * forgot theirs asks another.
 */
export const resetUserPassword = defineAction({
  name: "user.reset_password",
  permission: "settings.manage",
  kind: "console",
  schema: personInput,
  target: (input) => ({ type: "user", id: input.userId }),
  async run({ userId }, { db, user }) {
    const person = await lockAnotherUser(db, userId, user.id, "password");
    // Someone who never set a password (an invitation approved by a second admin, or one whose
    // link expired) gets a new invitation.
    const [current] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    const purpose = current?.passwordHash === NO_PASSWORD ? "invite" : "reset";
    await db
      .update(users)
      .set({ passwordHash: NO_PASSWORD, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await endSessions(db, userId);
    const token = await issueLink(db, { userId, purpose, createdBy: user.id });
    return {
      data: { link: linkPath(token), email: person.email, purpose },
      target: { type: "user", id: person.email },
    };
  },
});
