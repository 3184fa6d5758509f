"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { issueLink, LINK_VALID_HOURS, linkPath, NO_PASSWORD } from "@/lib/console/auth/links";
import { findUserByEmail, normaliseEmail } from "@/lib/console/auth/users";
import { users } from "@/lib/db/schema";
import { inviteUserInput } from "../lib/team-input";

/**
 * An admin invites a person: their account is made with no password (no sign-in matches it),
 * and a one-time link lets them set their own, for 72 hours. The link is answered to the admin
 * to pass on (there is no mail here), and printed to the server's log outside production.
 */
export const inviteUser = defineAction({
  name: "user.invite",
  permission: "settings.manage",
  kind: "console",
  schema: inviteUserInput,
  target: (input) => ({ type: "user", id: normaliseEmail(input.email) }),
  async run({ email, name, role }, { db, user }) {
    if (await findUserByEmail(db, email)) {
      const message = "Someone already signs in with this email address.";
      throw new ActionRefusal("VALIDATION", message, { email: message });
    }
    const [invited] = await db
      .insert(users)
      .values({ email: normaliseEmail(email), name, role, passwordHash: NO_PASSWORD })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    if (!invited) {
      const message = "Someone already signs in with this email address.";
      throw new ActionRefusal("VALIDATION", message, { email: message });
    }
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
