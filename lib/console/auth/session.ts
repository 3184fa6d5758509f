import "server-only";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { type Db, getDb } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { audit } from "../audit";
import { clientIp } from "../request-ip";
import { requestLocale } from "../request-locale";
import { auth } from "./index";
import { can, type Permission } from "./permissions";
import { type ConsoleUser, findSessionUser, type SecondFactorState } from "./users";

export type { ConsoleUser };

type SessionRead = {
  user: (ConsoleUser & { secondFactor: SecondFactorState }) | null;
  presented: boolean;
};

/** The session's user, re-read from the database, and whether a session was presented at all. */
async function readSession(): Promise<SessionRead> {
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return { user: null, presented: false };
  return {
    user: session.sessionId ? await findSessionUser(await getDb(), id, session.sessionId) : null,
    presented: true,
  };
}

/**
 * What a user who must enrol a second factor may still do: enrol it, on their own security
 * page. Everything else is refused until then.
 */
const WITHOUT_SECOND_FACTOR: readonly Permission[] = ["security.self"];

/** The id of this request's session, its row in console.sessions ("" without one). */
export async function currentSessionId(): Promise<string> {
  return (await auth())?.sessionId ?? "";
}

/** The signed-in user, re-read from the database: a disabled or deleted user has no session. */
export async function getCurrentUser(): Promise<ConsoleUser | null> {
  return (await readSession()).user;
}

type PermissionCheck =
  | { ok: true; user: ConsoleUser; db: Db; ip: string | null }
  | {
      ok: false;
      reason: "unauthenticated" | "forbidden" | "second-factor-missing";
      user: ConsoleUser | null;
    };

/**
 * The check every server action and route handler starts with. It refuses by default: no
 * session, a disabled account, or a permission the role lacks. Refusals are audited.
 */
export async function requirePermission(permission: Permission): Promise<PermissionCheck> {
  const [{ user, presented }, db, h] = await Promise.all([readSession(), getDb(), headers()]);
  const ip = clientIp(h);
  const enrolling = user?.secondFactor === "missing" && !WITHOUT_SECOND_FACTOR.includes(permission);
  if (user && can(user.role, permission) && !enrolling) return { ok: true, user, db, ip };
  // Refusals without any session are what a scanner makes by the thousand: one entry per
  // address and permission a minute is enough to see it, and at most
  // ANONYMOUS_REFUSALS_PER_MINUTE in all, so one rotating its addresses cannot fill the log
  // either. (Server actions without a session are refused earlier, by the proxy.) A session
  // that no longer holds (a disabled user, an ended session) is someone: always recorded.
  if (!presented && (await anonymousRefusalKnown(db, permission, ip))) {
    return { ok: false, reason: "unauthenticated", user };
  }
  await audit(db, {
    actor: user ? { id: user.id, email: user.email } : null,
    action: "access.refused",
    target: { type: "permission", id: permission },
    outcome: "denied",
    detail: enrolling
      ? "second factor not enrolled"
      : user
        ? `role ${user.role}`
        : presented
          ? "session no longer valid"
          : "no session",
    ip,
  });
  if (enrolling) return { ok: false, reason: "second-factor-missing", user };
  return { ok: false, reason: user ? "forbidden" : "unauthenticated", user };
}

const ANONYMOUS_REFUSAL_WINDOW_MS = 60_000;
/**
 * Anonymous refusals recorded in a minute, whatever their address. Parallel refusals may each
 * read the count before any is written, so a burst can pass it by as many as arrive at once.
 */
export const ANONYMOUS_REFUSALS_PER_MINUTE = 100;

/** Whether this anonymous refusal is already on record: for this caller, or by the minute's cap. */
async function anonymousRefusalKnown(db: Db, permission: Permission, ip: string | null) {
  const anonymous = and(
    eq(auditLog.action, "access.refused"),
    isNull(auditLog.actorId),
    gt(auditLog.at, new Date(Date.now() - ANONYMOUS_REFUSAL_WINDOW_MS)),
  );
  const [sameCaller, recent] = await Promise.all([
    db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          anonymous,
          eq(auditLog.targetId, permission),
          ip === null ? isNull(auditLog.ip) : eq(auditLog.ip, ip),
        ),
      )
      .limit(1),
    db
      .select({ n: count() })
      .from(
        db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(anonymous)
          .limit(ANONYMOUS_REFUSALS_PER_MINUTE)
          .as("recent"),
      ),
  ]);
  return sameCaller.length > 0 || (recent[0]?.n ?? 0) >= ANONYMOUS_REFUSALS_PER_MINUTE;
}

/** For pages: sends a visitor without a session to sign in, and answers 403 to a wrong role. */
export async function requirePagePermission(permission: Permission) {
  // Every page reads through here first: its dates and amounts then format in the user's locale.
  await requestLocale();
  const check = await requirePermission(permission);
  if (check.ok) return check;
  if (check.reason === "unauthenticated") redirect("/login");
  if (check.reason === "second-factor-missing") redirect("/security");
  forbidden();
}
