import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { signInThrottle } from "@/lib/db/schema";

// Sign-in throttling, per client address and per account, counted in the database (so every
// server instance counts the same attempts). The two are not alike on purpose: the address is
// where an attack comes from, and waits long; the account is whom it is aimed at, and waits
// only seconds, so a stranger guessing passwords cannot lock its owner out.

type ThrottleRule = {
  /** Failed sign-ins that may follow each other without delay. */
  free: number;
  /** The longest wait past the free failures; each further failure doubles it up to this. */
  maxBackoffSeconds: number;
  /** At most this many failures in any rolling hour, then nothing until the oldest ages out. */
  maxPerHour: number;
};

export const ADDRESS_RULE: ThrottleRule = { free: 10, maxBackoffSeconds: 15 * 60, maxPerHour: 100 };
export const ACCOUNT_RULE: ThrottleRule = {
  free: 5,
  maxBackoffSeconds: 30,
  maxPerHour: Number.POSITIVE_INFINITY,
};

export type Failures = { failures: number; last: Date | null; oldest: Date | null };
type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Whether one more attempt may be checked, from the failures of the hour's window. */
export function decideSignInAttempt(
  rule: ThrottleRule,
  { failures, last, oldest }: Failures,
  now: Date,
): ThrottleDecision {
  if (failures >= rule.maxPerHour && oldest) {
    const freesAt = oldest.getTime() + 3_600_000;
    return { allowed: false, retryAfterSeconds: Math.ceil((freesAt - now.getTime()) / 1000) };
  }
  if (failures < rule.free || !last) return { allowed: true };
  const wait = Math.min(2 ** (failures - rule.free), rule.maxBackoffSeconds);
  const elapsed = (now.getTime() - last.getTime()) / 1000;
  return elapsed >= wait
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: Math.ceil(wait - elapsed) };
}

export type ThrottleScope = "address" | "account";

const RULES: Record<ThrottleScope, ThrottleRule> = { address: ADDRESS_RULE, account: ACCOUNT_RULE };
/** "No hourly cap" as a number PostgreSQL's integer compares with. */
const NO_CAP = 2_147_483_647;

/**
 * Counts one attempt against `key` if the rule lets it be checked now: the check and the count
 * are one statement, so of parallel attempts exactly as many pass as the rule allows (reading
 * the count, then checking, let a sixth of fifteen parallel guesses through). The count is of
 * attempts not proven right: releaseSignInAttempt takes back one that succeeds or was not made.
 */
export async function claimSignInAttempt(
  db: Db,
  scope: ThrottleScope,
  key: string,
  now: Date,
): Promise<ThrottleDecision> {
  const rule = RULES[scope];
  const at = sql`${now.toISOString()}::timestamptz`;
  const t = signInThrottle;
  const windowOver = sql`${t.windowStart} <= ${at} - interval '1 hour'`;
  const wait = sql`make_interval(secs => least(power(2, ${t.failures} - ${rule.free}), ${rule.maxBackoffSeconds}))`;
  const cap = Number.isFinite(rule.maxPerHour) ? rule.maxPerHour : NO_CAP;
  const claimed = await db
    .insert(t)
    .values({ scope, key, failures: 1, windowStart: now, lastAt: now })
    .onConflictDoUpdate({
      target: [t.scope, t.key],
      set: {
        failures: sql`case when ${windowOver} then 1 else ${t.failures} + 1 end`,
        windowStart: sql`case when ${windowOver} then ${at} else ${t.windowStart} end`,
        lastAt: now,
      },
      setWhere: sql`${windowOver} or (${t.failures} < ${cap} and (${t.failures} < ${rule.free} or ${t.lastAt} <= ${at} - ${wait}))`,
    })
    .returning({ failures: t.failures });
  if (claimed.length > 0) return { allowed: true };
  // Refused: how long for, said from the row as it stands (the same rule, in words of seconds).
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.scope, scope), eq(t.key, key)));
  const decision = row
    ? decideSignInAttempt(
        rule,
        { failures: row.failures, last: row.lastAt, oldest: row.windowStart },
        now,
      )
    : null;
  return decision && !decision.allowed ? decision : { allowed: false, retryAfterSeconds: 1 };
}

/** Takes back an attempt claimSignInAttempt counted: it succeeded, or was not checked after all. */
export async function releaseSignInAttempt(db: Db, scope: ThrottleScope, key: string) {
  const t = signInThrottle;
  await db
    .update(t)
    .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
    .where(and(eq(t.scope, scope), eq(t.key, key)));
}
