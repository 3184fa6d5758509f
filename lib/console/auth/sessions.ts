import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { sessions, users } from "@/lib/db/schema";
import { ABSOLUTE_SESSION_SECONDS, IDLE_SESSION_SECONDS } from "./config";

/** Last seen moves at most this often: a page's many requests write once, not each time. */
export const LAST_SEEN_STEP_SECONDS = 60;

/** Where a sign-in came from, as the Security page shows it. */
export type SessionOrigin = { ip: string | null; userAgent: string | null };

const USER_AGENT_MAX = 512;

/**
 * A session row for a sign-in that just succeeded, at the user's current session version. The
 * user's rows past the absolute lifetime go in the same call: no cookie can name them any more.
 */
export async function openSession(db: Db, userId: string, origin: SessionOrigin) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        lt(sessions.signedInAt, new Date(Date.now() - ABSOLUTE_SESSION_SECONDS * 1000)),
      ),
    );
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      sessionVersion: sql`(select ${users.sessionVersion} from ${users} where ${users.id} = ${userId})`,
      userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      ip: origin.ip,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

/** The condition of a session that still holds: not ended, of the user's session version. */
export const sessionHolds = and(
  isNull(sessions.endedAt),
  eq(sessions.sessionVersion, users.sessionVersion),
);

/** Moves a session's last seen to now, if it is older than a step. */
export async function touchSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${LAST_SEEN_STEP_SECONDS})`),
      ),
    );
}

/**
 * A session that still holds and has not lapsed: seen within the idle time (a step of slack, as
 * last seen is written at most once a step) and within the absolute lifetime. Reads the user's
 * row, so it is used where `users` is joined or is the outer query.
 */
function sessionLive(now = Date.now()) {
  return and(
    sessionHolds,
    gt(sessions.lastSeenAt, new Date(now - (IDLE_SESSION_SECONDS + LAST_SEEN_STEP_SECONDS) * 1000)),
    gt(sessions.signedInAt, new Date(now - ABSOLUTE_SESSION_SECONDS * 1000)),
  );
}

/** The user's live sessions, most recently seen first. */
export async function listSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      signedInAt: sessions.signedInAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.userId, userId), sessionLive()))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.signedInAt));
}

/**
 * How many live sessions the user of the outer query has, as a column. (`eq` qualifies both
 * columns; bare in the template, `id` would be the session's own.)
 */
export const liveSessionCount = () =>
  sql<number>`(select count(*)::int from ${sessions} where ${and(eq(sessions.userId, users.id), sessionLive())})`;

/** Ends one of the user's sessions; false if it was not theirs or had already ended. */
export async function endSession(db: Db, userId: string, sessionId: string) {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Marks every open row of the user ended; the version raised beside it is what refuses them. */
export async function markSessionsEnded(db: Db, userId: string) {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}
