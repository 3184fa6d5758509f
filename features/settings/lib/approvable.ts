import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { ActionRefusal, actionDefinition } from "@/lib/console/actions/define-action";
import type { ApprovableAction } from "@/lib/console/approvals/preview";
import { lockUser, refuseIfLastAdmin } from "@/lib/console/auth/users";
import { camsClient, camsClientConfigFromEnv } from "@/lib/console/cams-client";
import { rotatePassword } from "@/lib/console/provider-credentials";
import { openSecret, sealSecret } from "@/lib/console/secret-box";
import { roles, users } from "@/lib/db/schema";
import { providerPasswordChange } from "./provider-password";

// The settings actions a four-eyes policy can hold back, defined here (not in their "use server"
// files) so an approval can run them: a user's role change and the provider password rotation.

export const updateUserRoleDefinition = actionDefinition({
  name: "user.update_role",
  permission: "settings.manage",
  schema: z.strictObject({ userId: z.uuid(), role: z.enum(roles, { error: "Choose a role" }) }),
  fourEyes: { policy: "user_role_change" },
  async run({ userId, role }, { db, user }) {
    if (userId === user.id) {
      // An admin demoting themselves could leave the console with no admin at all.
      throw new ActionRefusal("SELF_CHANGE", "You cannot change your own role.", {
        role: "You cannot change your own role.",
      });
    }
    const lastAdmin = role === "admin" ? null : await refuseIfLastAdmin(db, userId);
    if (lastAdmin) throw new ActionRefusal("LAST_ADMIN", lastAdmin, { role: lastAdmin });
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

export const approvableRoleChange: ApprovableAction = {
  definition: updateUserRoleDefinition,
  preview: async ({ userId, role }: { userId: string; role: string }, { db }) => {
    const [person] = await db.select().from(users).where(eq(users.id, userId));
    return {
      facts: [
        ["User", person?.email ?? userId],
        ["New role", role],
      ],
      effects: person ? [["Role now", person.role]] : [],
      links: [{ label: "Users", href: "/settings" }],
      problem: person ? null : "That user no longer exists.",
    };
  },
  subjects: ({ userId }: { userId: string }) => [userId],
};

/** The sealed new password a rotation's request keeps: a database dump does not reveal it. */
const SEAL_PURPOSE = "approval-request-provider-password";

/**
 * POST /manage/password with the password the console holds as the current one. The new one is
 * kept sealed for every console process's next token; the audit entry names who and when,
 * never a password.
 */
export const rotateProviderPasswordDefinition = actionDefinition({
  name: "provider.password.rotate",
  permission: "settings.manage",
  kind: "provider",
  schema: providerPasswordChange,
  fourEyes: {
    policy: "provider_password_rotation",
    store: {
      seal: ({ new_password }) => ({ sealed_password: sealSecret(new_password, SEAL_PURPOSE) }),
      open: (stored) => {
        const sealed = (stored as { sealed_password?: string }).sealed_password ?? "";
        const plain = openSecret(sealed, SEAL_PURPOSE);
        if (plain === null)
          throw new ActionRefusal(
            "SECRET_UNREADABLE",
            "The new password can no longer be read (the console's secret changed): reject this and ask again.",
          );
        return { new_password: plain, confirm_password: plain };
      },
    },
  },
  async run({ new_password }, { db, user }) {
    const config = camsClientConfigFromEnv();
    await rotatePassword(db, camsClient(), config, new_password, user.id);
    return { data: null, target: { type: "provider", id: config.username } };
  },
});

export const approvablePasswordRotation: ApprovableAction = {
  definition: rotateProviderPasswordDefinition,
  preview: async () => ({
    facts: [["New password", "Sealed: nobody can read it, the checker neither"]],
    effects: [["After", "Every console server uses the new password at its next token"]],
    links: [{ label: "Provider credentials", href: "/settings/provider" }],
    problem: null,
  }),
};
