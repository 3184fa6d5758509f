import "server-only";
import { eq } from "drizzle-orm";
import { z } from "@/lib/cams/zod";
import { ActionRefusal, actionDefinition } from "@/lib/console/actions/define-action";
import type { ApprovableAction } from "@/lib/console/approvals/preview";
import { issueLink, LINK_VALID_HOURS, linkPath, NO_PASSWORD } from "@/lib/console/auth/links";
import {
  findUserByEmail,
  lockUser,
  normaliseEmail,
  refuseIfLastAdmin,
} from "@/lib/console/auth/users";
import { camsClient, camsClientConfigFromEnv } from "@/lib/console/cams-client";
import { rotatePassword } from "@/lib/console/provider-credentials";
import { openSecret, sealSecret } from "@/lib/console/secret-box";
import { roles, users } from "@/lib/db/schema";
import { providerPasswordChange } from "./provider-password";
import { inviteUserInput } from "./team-input";

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

const emailInUse = "Someone already signs in with this email address.";

/**
 * An admin invites a person: their account is made with no password (no sign-in matches it),
 * and a one-time link lets them set their own, for 72 hours. The link is answered to the admin
 * to pass on (there is no mail here), and printed to the server's log outside production.
 * Inviting gives someone a role, so the role-change policy holds it too: otherwise one admin
 * could invite a second identity of their own and approve their own requests with it. Run
 * after an approval, the account is made and the maker asks for its link on the Users page.
 */
export const inviteUserDefinition = actionDefinition({
  name: "user.invite",
  permission: "settings.manage",
  schema: inviteUserInput,
  fourEyes: { policy: "user_role_change" },
  target: (input) => ({ type: "user", id: normaliseEmail(input.email) }),
  async run({ email, name, role }, { db, user }) {
    if (await findUserByEmail(db, email))
      throw new ActionRefusal("VALIDATION", emailInUse, { email: emailInUse });
    const [invited] = await db
      .insert(users)
      .values({ email: normaliseEmail(email), name, role, passwordHash: NO_PASSWORD })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    if (!invited) throw new ActionRefusal("VALIDATION", emailInUse, { email: emailInUse });
    const token = await issueLink(db, {
      userId: invited.id,
      purpose: "invite",
      createdBy: user.id,
    });
    if (process.env.NODE_ENV !== "production")
      console.info(`[invite] ${invited.email}: ${linkPath(token)} (valid ${LINK_VALID_HOURS} h)`);
    return {
      data: { link: linkPath(token), email: invited.email },
      target: { type: "user", id: invited.email },
      after: { email: invited.email, name, role },
    };
  },
});

export const approvableInvite: ApprovableAction = {
  definition: inviteUserDefinition,
  preview: async (
    { email, name, role }: { email: string; name: string; role: string },
    { db },
  ) => ({
    facts: [
      ["Invite", email],
      ["Name", name],
      ["Role", role],
    ],
    effects: [],
    links: [{ label: "Users", href: "/settings" }],
    problem: (await findUserByEmail(db, email)) ? emailInUse : null,
  }),
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
