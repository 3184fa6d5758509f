import type { Db } from "@/lib/db";
import { audit } from "../audit";
import { hashPassword, verifyPassword } from "./password";
import { decideSignInAttempt } from "./sign-in-throttle";
import {
  type ConsoleUser,
  findUserByEmail,
  normaliseEmail,
  recentSignInFailures,
  SIGN_IN_ACTION,
} from "./users";

export type AuthenticationResult =
  | { ok: true; user: ConsoleUser }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

let dummyHash: Promise<string> | undefined;

/**
 * Checks an email and password. Unknown accounts still pay for one argon2 verification, so
 * timing does not reveal which emails exist. Every outcome is audited against the email.
 */
export async function authenticate(
  db: Db,
  credentials: { email: string; password: string },
  ip: string | null,
  now = new Date(),
): Promise<AuthenticationResult> {
  const email = normaliseEmail(credentials.email);
  const target = { type: "user", id: email };
  const recent = await recentSignInFailures(db, email, now);
  const decision = decideSignInAttempt(recent.failures, recent.last, recent.oldest, now);
  if (!decision.allowed) {
    await audit(db, {
      actor: null,
      action: SIGN_IN_ACTION,
      target,
      outcome: "denied",
      detail: `throttled for ${decision.retryAfterSeconds}s`,
      ip,
    });
    return { ok: false, reason: "throttled", retryAfterSeconds: decision.retryAfterSeconds };
  }

  const user = await findUserByEmail(db, email);
  dummyHash ??= hashPassword(crypto.randomUUID());
  const matches = await verifyPassword(
    user?.passwordHash ?? (await dummyHash),
    credentials.password,
  );
  if (!user || !matches || user.disabled) {
    const detail = !user
      ? "unknown account"
      : user.disabled && matches
        ? "account disabled"
        : "wrong password";
    await audit(db, {
      actor: null,
      action: SIGN_IN_ACTION,
      target,
      outcome: "failure",
      detail,
      ip,
    });
    return { ok: false, reason: "invalid" };
  }
  await audit(db, {
    actor: { id: user.id, email: user.email },
    action: SIGN_IN_ACTION,
    target,
    outcome: "success",
    ip,
  });
  return { ok: true, user: { id: user.id, email: user.email, name: user.name, role: user.role } };
}
