import "server-only";
import type { Db } from "@/lib/db";
import type { Permission } from "./auth/permissions";
import { type ConsoleUser, requirePermission } from "./auth/session";

/** A JSON answer that no cache keeps: these reads are per user and change by the second. */
export const noStoreJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * A route handler's answer to a refused check: 401 when the session is gone (the browser signs
 * in again), else 403 with `forbidden`, words about what the role cannot do.
 */
export function refusedRoute(reason: string, forbidden = "Your role cannot see this.") {
  return reason === "unauthenticated"
    ? noStoreJson({ message: "Your session has ended: sign in again." }, 401)
    : noStoreJson({ message: forbidden }, 403);
}

/**
 * The check a console route handler that reads for the browser starts with: session and role
 * (refusals audited by requirePermission), then the read. The browser gets plain words, never a
 * stack or a credential.
 */
export async function jsonRoute(
  permission: Permission,
  read: (ctx: { db: Db; user: ConsoleUser }) => Promise<unknown>,
): Promise<Response> {
  const check = await requirePermission(permission);
  if (!check.ok) return refusedRoute(check.reason);
  return noStoreJson(await read({ db: check.db, user: check.user }));
}
