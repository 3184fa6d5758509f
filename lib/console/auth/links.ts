import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { type UserLinkPurpose, userLinks, users } from "@/lib/db/schema";

/** How long an invitation or a reset link works. */
export const LINK_VALID_HOURS = 72;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page a link opens: public, its token the only credential. */
export const linkPath = (token: string) => `/welcome/${token}`;

/**
 * A new one-time link for a person, valid LINK_VALID_HOURS: 256 random bits, of which only the
 * hash is stored. Any earlier unused link of theirs stops working, whatever it was for, so only
 * the last one handed out opens.
 */
export async function issueLink(
  db: Db,
  link: { userId: string; purpose: UserLinkPurpose; createdBy: string },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .update(userLinks)
    .set({ usedAt: now })
    .where(and(eq(userLinks.userId, link.userId), isNull(userLinks.usedAt)));
  await db.insert(userLinks).values({
    ...link,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + LINK_VALID_HOURS * 3_600_000),
  });
  return token;
}

export type LinkState =
  | {
      ok: true;
      linkId: string;
      purpose: UserLinkPurpose;
      user: { id: string; email: string; name: string; disabled: boolean };
    }
  | { ok: false; reason: "unknown" | "used" | "expired" };

/**
 * What a link is now: usable (with its person), or why not. `lock` holds the link row until the
 * transaction ends, so two submits of one link cannot both use it.
 */
export async function readLink(
  db: Db,
  token: string,
  now = new Date(),
  lock = false,
): Promise<LinkState> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: "unknown" };
  const query = db
    .select({
      linkId: userLinks.id,
      purpose: userLinks.purpose,
      expiresAt: userLinks.expiresAt,
      usedAt: userLinks.usedAt,
      user: { id: users.id, email: users.email, name: users.name, disabled: users.disabled },
    })
    .from(userLinks)
    .innerJoin(users, eq(users.id, userLinks.userId))
    .where(eq(userLinks.tokenHash, hashToken(token)));
  // Locks the person too: the transaction goes on to set their password.
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return { ok: false, reason: "unknown" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, linkId: row.linkId, purpose: row.purpose, user: row.user };
}

/** Marks a link used, in the transaction that acts on it. */
export async function spendLink(db: Db, linkId: string, now = new Date()) {
  await db.update(userLinks).set({ usedAt: now }).where(eq(userLinks.id, linkId));
}

/** A password that no sign-in matches: an invited person's until they set one, and after a reset. */
export const NO_PASSWORD = "";
