import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import type { Db } from "@/lib/db";
import { recoveryCodes, secondFactors, securitySettings, signInChallenges } from "@/lib/db/schema";
import { secondFactorRequiredByDefault } from "../deployment";
import { openSecret, sealSecret } from "../secret-box";

// A TOTP second factor (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator app reads it),
// checked by otplib. A code is accepted one step either side of now, for a phone's clock that is
// a little off, and each time step once: `last_step` moves forward in one conditional UPDATE, so
// two servers given one code at once accept it once.

const PURPOSE = "second-factor";
const ISSUER = "CAMS Console";
const PERIOD_SECONDS = 30;
/** Seconds either side of now a code may come from: one 30-second step. */
const TOLERANCE_SECONDS = 30;
/** How long the code step after a right password may take. */
export const CHALLENGE_MINUTES = 5;
const RECOVERY_CODE_COUNT = 10;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Recovery codes as people type them: any case, with or without the dash. */
const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

/** "abcde-fghij": 50 random bits in an alphabet without look-alikes (no 0/o, 1/l/i). */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const chars = Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Whether a second factor is required of every user: the admin's choice, else the deployment's. */
export async function secondFactorRequired(db: Db, env = process.env): Promise<boolean> {
  const [row] = await db.select().from(securitySettings);
  if (row?.requireSecondFactor != null) return row.requireSecondFactor;
  return secondFactorRequiredByDefault(env);
}

export async function setSecondFactorRequired(db: Db, required: boolean, by: string) {
  await db
    .insert(securitySettings)
    .values({ id: 1, requireSecondFactor: required, updatedBy: by })
    .onConflictDoUpdate({
      target: securitySettings.id,
      set: { requireSecondFactor: required, updatedBy: by, updatedAt: new Date() },
    });
}

export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: secondFactors.userId })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.enabledAt)));
  return Boolean(row);
}

/**
 * A new secret for the user to scan, replacing any enrolment not yet confirmed. An enrolled
 * factor is never replaced here: it is reset first (by an admin, or by the user with a code).
 */
export async function startEnrolment(db: Db, user: { id: string; email: string }) {
  if (await hasSecondFactor(db, user.id)) return null;
  const secret = generateSecret();
  await db
    .insert(secondFactors)
    .values({ userId: user.id, secretSealed: sealSecret(secret, PURPOSE) })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { secretSealed: sealSecret(secret, PURPOSE), lastStep: null, createdAt: new Date() },
      where: isNull(secondFactors.enabledAt),
    });
  return { secret, uri: generateURI({ issuer: ISSUER, label: user.email, secret }) };
}

/** The secret of an enrolment begun but not confirmed, to show again (after a reload). */
export async function pendingSecret(db: Db, user: { id: string; email: string }) {
  const [row] = await db
    .select({ sealed: secondFactors.secretSealed })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, user.id), isNull(secondFactors.enabledAt)));
  const secret = row ? openSecret(row.sealed, PURPOSE) : null;
  return secret
    ? { secret, uri: generateURI({ issuer: ISSUER, label: user.email, secret }) }
    : null;
}

/** The time step a code matches, after the last one accepted, or null. */
async function matchingStep(
  secretSealed: string,
  lastStep: number | null,
  code: string,
  now: Date,
): Promise<number | null> {
  const secret = openSecret(secretSealed, PURPOSE);
  if (!secret || !/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => null);
  // RFC 6238's T: the step of now, moved by the step the code matched on.
  return result?.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : null;
}

/** Takes the step for this user, unless another request took it (or a later one) first. */
async function takeStep(db: Db, userId: string, step: number): Promise<boolean> {
  const taken = await db
    .update(secondFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(secondFactors.userId, userId),
        or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step)),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return taken.length === 1;
}

/**
 * Confirms an enrolment with one code from the app. Answers the recovery codes, shown once; any
 * earlier ones stop working.
 */
export async function confirmEnrolment(
  db: Db,
  userId: string,
  code: string,
  now = new Date(),
): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false }> {
  const [pending] = await db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.enabledAt)));
  if (!pending) return { ok: false };
  const step = await matchingStep(pending.secretSealed, pending.lastStep, code.trim(), now);
  if (step === null) return { ok: false };
  return db.transaction(async (tx) => {
    const enabled = await tx
      .update(secondFactors)
      .set({ enabledAt: now, lastStep: step })
      .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.enabledAt)))
      .returning({ userId: secondFactors.userId });
    if (enabled.length !== 1) return { ok: false as const };
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: sha256(normaliseRecoveryCode(c)) })));
    return { ok: true as const, recoveryCodes: codes };
  });
}

/**
 * Checks a code at sign-in: a TOTP code of a step not used before, or an unused recovery code,
 * which is then spent. Answers how it was met, or null.
 */
export async function checkSecondFactor(
  db: Db,
  userId: string,
  code: string,
  now = new Date(),
): Promise<"code" | "recovery code" | null> {
  const [factor] = await db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.enabledAt)));
  if (!factor) return null;
  const typed = code.trim();
  const step = await matchingStep(factor.secretSealed, factor.lastStep, typed, now);
  if (step !== null) return (await takeStep(db, userId, step)) ? "code" : null;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256(normaliseRecoveryCode(typed))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1 ? "recovery code" : null;
}

/** Removes a user's second factor and recovery codes: they enrol again at their next sign-in. */
export async function resetSecondFactor(db: Db, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(secondFactors).where(eq(secondFactors.userId, userId));
}

export async function unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** The one-time token for the code step after a right password; only its hash is stored. */
export async function issueChallenge(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(signInChallenges).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/** The user a challenge was issued for, while it is unused and unexpired. */
export async function challengeUser(db: Db, token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, sha256(token)),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, now),
      ),
    );
  return row?.userId ?? null;
}

/**
 * Spends a challenge once its code was right. A wrong code leaves it (the account's throttle
 * counts those), so a typo does not send the user back to their password.
 */
export async function spendChallenge(db: Db, token: string, now = new Date()): Promise<boolean> {
  const spent = await db
    .update(signInChallenges)
    .set({ usedAt: now })
    .where(and(eq(signInChallenges.tokenHash, sha256(token)), isNull(signInChallenges.usedAt)))
    .returning({ userId: signInChallenges.userId });
  return spent.length === 1;
}
