import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { type Role, secondFactors, securitySettings, sessions, users } from "@/lib/db/schema";
import { secondFactorRequiredByDefault } from "../deployment";
import { NO_PASSWORD } from "./links";
import { hashPassword } from "./password";
import {
  LAST_SEEN_STEP_SECONDS,
  liveSessionCount,
  markSessionsEnded,
  sessionHolds,
  touchSession,
} from "./sessions";

export type ConsoleUser = { id: string; email: string; name: string; role: Role };

/** Whether the user's second factor is set up (confirmed with a code), as a column. */
const hasEnrolledSecondFactor = sql<boolean>`exists (select 1 from ${secondFactors} where ${and(eq(secondFactors.userId, users.id), isNotNull(secondFactors.enabledAt))})`;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row ?? null;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * The user behind a session, as stored now: role and disabled flag are never taken from the
 * session token, and a session that was ended (on its own, or all of the user's at once by a
 * newer session version) is refused. Moves the session's last seen, at most once a step.
 */
export async function findSessionUser(
  db: Db,
  id: string,
  sessionId: string,
): Promise<(ConsoleUser & { secondFactor: SecondFactorState }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      enrolled: hasEnrolledSecondFactor,
      required: sql<
        boolean | null
      >`(select ${securitySettings.requireSecondFactor} from ${securitySettings})`,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${LAST_SEEN_STEP_SECONDS})`,
    })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.id, sessionId), eq(sessions.userId, users.id)))
    .where(and(eq(users.id, id), eq(users.disabled, false), sessionHolds));
  if (!row) return null;
  const { enrolled, required, stale, ...user } = row;
  if (stale) await touchSession(db, sessionId);
  return {
    ...user,
    secondFactor: enrolled
      ? "enrolled"
      : (required ?? secondFactorRequiredByDefault())
        ? "missing"
        : "optional",
  };
}

/**
 * Whether a session's user has a second factor, must enrol one before anything else, or may go
 * without (a demo, or an admin's choice).
 */
export type SecondFactorState = "enrolled" | "missing" | "optional";

/** Ends every session the user has open now; cookies still in flight die with them. */
export async function endSessions(db: Db, id: string) {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id));
  await markSessionsEnded(db, id);
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

export async function listUsers(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      disabled: users.disabled,
      /** Invited, or reset, and no password set since. */
      awaitingPassword: sql<boolean>`${users.passwordHash} = ${NO_PASSWORD}`,
      secondFactor: hasEnrolledSecondFactor,
      liveSessions: liveSessionCount(),
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

/**
 * Refuses a change that would leave no enabled admin (disabling one, or giving them another
 * role). The enabled admins' rows are locked first, in one order, so two admins disabling each
 * other at once apply in turn and the second is refused.
 */
export async function refuseIfLastAdmin(db: Db, userId: string): Promise<string | null> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.disabled, false)))
    .orderBy(users.id)
    .for("update");
  const others = admins.filter((admin) => admin.id !== userId);
  return admins.length > others.length && others.length === 0
    ? "This is the last enabled admin: make someone else an admin first."
    : null;
}
