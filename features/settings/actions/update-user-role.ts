"use server";

import { eq } from "drizzle-orm";
import { z } from "zod";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { lockUser } from "@/lib/console/auth/users";
import { roles, users } from "@/lib/db/schema";

export const updateUserRole = defineAction({
  name: "user.update_role",
  permission: "settings.manage",
  schema: z.strictObject({ userId: z.uuid(), role: z.enum(roles, { error: "Choose a role" }) }),
  async run({ userId, role }, { db, user }) {
    if (userId === user.id) {
      // An admin demoting themselves could leave the console with no admin at all.
      throw new ActionRefusal("SELF_CHANGE", "You cannot change your own role.", {
        role: "You cannot change your own role.",
      });
    }
    const before = await lockUser(db, userId);
    if (!before) throw new ActionRefusal("NOT_FOUND", "That user no longer exists.");
    await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    return {
      data: { userId, role },
      target: { type: "user", id: before.email },
      before: { role: before.role },
      after: { role },
    };
  },
});
