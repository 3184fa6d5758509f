import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { type Db, getDb } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { audit } from "../audit";
import { clientIp } from "../request-ip";
import { requestLocale } from "../request-locale";
import { auth } from "./index";
import { can, type Permission } from "./permissions";
import { type ConsoleUser, findSessionUser } from "./users";

export type { ConsoleUser };

/** The session's user, re-read from the database, and whether a session was presented at all. */
async function readSession(): Promise<{ user: ConsoleUser | null; presented: boolean }> {
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return { user: null, presented: false };
  return {
    user: await findSessionUser(await getDb(), id, session.sessionVersion),
    presented: true,
  };
}

/** The signed-in user, re-read from the database: a disabled or deleted user has no session. */
export async function getCurrentUser(): Promise<ConsoleUser | null> {
  return (await readSession()).user;
}

export type PermissionCheck =
  | { ok: true; user: ConsoleUser; db: Db; ip: string | null }
  | { ok: false; reason: "unauthenticated" | "forbidden"; user: ConsoleUser | null };

/**
 * The check every server action and route handler starts with. It refuses by default: no
 * session, a disabled account, or a permission the role lacks. Refusals are audited.
 */
export async function requirePermission(permission: Permission): Promise<PermissionCheck> {
  const [{ user, presented }, db, h] = await Promise.all([readSession(), getDb(), headers()]);
  const ip = clientIp(h);
  if (user && can(user.role, permission)) return { ok: true, user, db, ip };
  // Refusals without any session are what a scanner makes by the thousand: one entry per
  // address and permission a minute is enough to see it. A session that no longer holds (a
  // disabled user, an ended session) is someone: always recorded.
  if (!presented && (await refusedRecently(db, permission, ip))) {
    return { ok: false, reason: "unauthenticated", user };
  }
  await audit(db, {
    actor: user ? { id: user.id, email: user.email } : null,
    action: "access.refused",
    target: { type: "permission", id: permission },
    outcome: "denied",
    detail: user ? `role ${user.role}` : presented ? "session no longer valid" : "no session",
    ip,
  });
  return { ok: false, reason: user ? "forbidden" : "unauthenticated", user };
}

const ANONYMOUS_REFUSAL_WINDOW_MS = 60_000;

async function refusedRecently(db: Db, permission: Permission, ip: string | null) {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "access.refused"),
        eq(auditLog.targetId, permission),
        ip === null ? isNull(auditLog.ip) : eq(auditLog.ip, ip),
        isNull(auditLog.actorId),
        gt(auditLog.at, new Date(Date.now() - ANONYMOUS_REFUSAL_WINDOW_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** For pages: sends a visitor without a session to sign in, and answers 403 to a wrong role. */
export async function requirePagePermission(permission: Permission) {
  // Every page reads through here first: its dates and amounts then format in the user's locale.
  await requestLocale();
  const check = await requirePermission(permission);
  if (check.ok) return check;
  if (check.reason === "unauthenticated") redirect("/login");
  forbidden();
}
