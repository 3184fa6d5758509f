"use server";

import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { type ActionResult, refusals, refuse } from "@/lib/console/actions/result";
import { audit } from "@/lib/console/audit";
import { readLink, spendLink } from "@/lib/console/auth/links";
import { hashPassword } from "@/lib/console/auth/password";
import { endSessions } from "@/lib/console/auth/users";
import { clientIp } from "@/lib/console/request-ip";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { linkRefusal } from "../lib/link-words";
import { setPasswordInput } from "../lib/set-password-input";

/**
 * Sets a person's password from an invitation or reset link: no session (the link's token is
 * the credential, 256 random bits), so the proxy lets /welcome through. The link is locked and
 * used in the transaction that sets the password, so it works once; any session of theirs ends.
 */
export async function setPasswordFromLink(input: {
  token: string;
  password: string;
  confirm: string;
}): Promise<ActionResult<{ email: string }>> {
  const parsed = setPasswordInput.safeParse(input);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join(".") || "root", issue.message]),
    );
    return refuse(refusals.invalid, fields);
  }
  const [db, h] = await Promise.all([getDb(), headers()]);
  // Hashed before the transaction: argon2 takes a while, and the link row is locked inside.
  const passwordHash = await hashPassword(parsed.data.password);
  return db.transaction(async (tx) => {
    const link = await readLink(tx, parsed.data.token, new Date(), true);
    if (!link.ok)
      return refuse({
        code: `LINK_${link.reason.toUpperCase()}`,
        message: linkRefusal[link.reason],
      });
    if (link.user.disabled)
      return refuse({ code: "DISABLED", message: "This account is disabled: ask an admin." });
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, link.user.id));
    await spendLink(tx, link.linkId);
    await endSessions(tx, link.user.id);
    await audit(tx, {
      actor: { id: link.user.id, email: link.user.email },
      action: "user.set_password",
      target: { type: "user", id: link.user.email },
      outcome: "success",
      detail: link.purpose === "invite" ? "from an invitation" : "from a reset link",
      ip: clientIp(h),
    });
    return { ok: true as const, data: { email: link.user.email } };
  });
}
