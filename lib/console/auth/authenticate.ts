import type { Db } from "@/lib/db";
import { isText } from "@/lib/http/json-text";
import { audit } from "../audit";
import { hashPassword, verifyPassword } from "./password";
import {
  challengeUser,
  checkSecondFactor,
  hasSecondFactor,
  issueChallenge,
  spendChallenge,
} from "./second-factor";
import { claimSignInAttempt, releaseSignInAttempt, type ThrottleScope } from "./sign-in-throttle";
import {
  type ConsoleUser,
  findUserByEmail,
  findUserById,
  normaliseEmail,
  SIGN_IN_ACTION,
} from "./users";

type AuthenticationResult =
  | { ok: true; user: ConsoleUser }
  | { ok: false; reason: "invalid" | "challenge-ended" }
  | { ok: false; reason: "second-factor"; challenge: string }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

let dummyHash: Promise<string> | undefined;

const MAX_EMAIL_LENGTH = 254;
const MAX_PASSWORD_LENGTH = 1024;

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
  // No address is longer than RFC 5321's 254 characters, and no password we set this long: a
  // sign-in past either is refused before it costs a query, a hash or an audit row. So is one
  // holding a NUL, which no one types and PostgreSQL cannot store (the audit row would fail).
  if (
    credentials.email.length > MAX_EMAIL_LENGTH ||
    credentials.password.length > MAX_PASSWORD_LENGTH ||
    !isText(credentials.email)
  )
    return { ok: false, reason: "invalid" };
  const email = normaliseEmail(credentials.email);
  const target = { type: "user", id: email };
  // The address first: it is where guessing comes from, and it may wait long. The account
  // waits only seconds, so guesses from elsewhere cannot lock its owner out. Each counts this
  // attempt before the password is checked; one that succeeds is taken back below.
  const scopes: [ThrottleScope, string][] = ip
    ? [
        ["address", ip],
        ["account", email],
      ]
    : [["account", email]];
  const claimed: [ThrottleScope, string][] = [];
  const releaseClaims = () =>
    Promise.all(claimed.map(([scope, key]) => releaseSignInAttempt(db, scope, key)));
  for (const [scope, key] of scopes) {
    const decision = await claimSignInAttempt(db, scope, key, now);
    if (decision.allowed) {
      claimed.push([scope, key]);
      continue;
    }
    // Held back: no password is checked, so the address's count of this attempt is taken back.
    await releaseClaims();
    await audit(db, {
      actor: null,
      action: SIGN_IN_ACTION,
      target,
      outcome: "denied",
      detail: `${scope} throttled for ${decision.retryAfterSeconds}s`,
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
  await releaseClaims();
  // The password was right; with a second factor, the sign-in happens at the code step.
  if (await hasSecondFactor(db, user.id)) {
    return {
      ok: false,
      reason: "second-factor",
      challenge: await issueChallenge(db, user.id, now),
    };
  }
  return signedIn(db, user, ip);
}

async function signedIn(
  db: Db,
  user: ConsoleUser,
  ip: string | null,
  detail?: string,
): Promise<AuthenticationResult> {
  await audit(db, {
    actor: { id: user.id, email: user.email },
    action: SIGN_IN_ACTION,
    target: { type: "user", id: user.email },
    outcome: "success",
    detail,
    ip,
  });
  const { id, name, role } = user;
  return { ok: true, user: { id, email: user.email, name, role } };
}

/**
 * The code step: the challenge a right password earned, and a code from the app or a recovery
 * code. Wrong codes count against the account like wrong passwords, under a key of their own.
 */
export async function authenticateSecondFactor(
  db: Db,
  input: { challenge: string; code: string },
  ip: string | null,
  now = new Date(),
): Promise<AuthenticationResult> {
  const userId = await challengeUser(db, input.challenge, now);
  if (!userId) return { ok: false, reason: "challenge-ended" };
  const user = await findUserById(db, userId);
  if (!user || user.disabled) return { ok: false, reason: "challenge-ended" };
  const target = { type: "user", id: user.email };
  const key = `second-factor:${user.id}`;
  const decision = await claimSignInAttempt(db, "account", key, now);
  if (!decision.allowed) {
    await audit(db, {
      actor: null,
      action: SIGN_IN_ACTION,
      target,
      outcome: "denied",
      detail: `second factor throttled for ${decision.retryAfterSeconds}s`,
      ip,
    });
    return { ok: false, reason: "throttled", retryAfterSeconds: decision.retryAfterSeconds };
  }
  const met =
    input.code.length <= 64 ? await checkSecondFactor(db, user.id, input.code, now) : null;
  if (!met || !(await spendChallenge(db, input.challenge, now))) {
    await audit(db, {
      actor: null,
      action: SIGN_IN_ACTION,
      target,
      outcome: "failure",
      detail: "wrong second factor code",
      ip,
    });
    return { ok: false, reason: "invalid" };
  }
  await releaseSignInAttempt(db, "account", key);
  return signedIn(db, user, ip, `with a ${met}`);
}
