"use server";

import { eq } from "drizzle-orm";
import { z } from "zod";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { endSessions, lockUser, refuseIfLastAdmin } from "@/lib/console/auth/users";
import { users } from "@/lib/db/schema";

export const setUserDisabled = defineAction({
  name: "user.set_disabled",
  permission: "settings.manage",
  schema: z.strictObject({ userId: z.uuid(), disabled: z.boolean() }),
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
