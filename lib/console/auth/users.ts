import { and, count, eq, gt, max, min, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditLog, type Role, users } from "@/lib/db/schema";
import { hashPassword } from "./password";
import type { Failures } from "./sign-in-throttle";

export type ConsoleUser = { id: string; email: string; name: string; role: Role };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row ?? null;
}

/**
 * The user behind a session, as stored now: role and disabled flag are never taken from the
 * session token, and a session of an earlier session version (before a sign-out or a disabling)
 * is refused.
 */
export async function findSessionUser(
  db: Db,
  id: string,
  sessionVersion: number,
): Promise<ConsoleUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(
      and(eq(users.id, id), eq(users.disabled, false), eq(users.sessionVersion, sessionVersion)),
    );
  return row ?? null;
}

/** Ends every session the user has open now; cookies still in flight die with them. */
export async function endSessions(db: Db, id: string) {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id));
}

export async function createUser(
  db: Db,
  input: { email: string; name: string; role: Role; password: string },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: normaliseEmail(input.email),
      name: input.name.trim(),
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .returning({ id: users.id, email: users.email, role: users.role });
  return row!;
}

export const SIGN_IN_ACTION = "auth.sign_in";

/** Failed sign-ins of the last hour, for one account (by email) or one client address. */
export async function recentSignInFailures(
  db: Db,
  by: { email: string } | { ip: string },
  now: Date,
): Promise<Failures> {
  const [row] = await db
    .select({ failures: count(), last: max(auditLog.at), oldest: min(auditLog.at) })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, SIGN_IN_ACTION),
        "email" in by ? eq(auditLog.targetId, normaliseEmail(by.email)) : eq(auditLog.ip, by.ip),
        eq(auditLog.outcome, "failure"),
        gt(auditLog.at, new Date(now.getTime() - 3_600_000)),
      ),
    );
  return { failures: row?.failures ?? 0, last: row?.last ?? null, oldest: row?.oldest ?? null };
}

export async function listUsers(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      disabled: users.disabled,
    })
    .from(users)
    .orderBy(users.email);
}

/** Locks the row so two admins editing one user at once apply in turn. */
export async function lockUser(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  return row ?? null;
}
