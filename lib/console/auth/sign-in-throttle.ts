// Sign-in throttling, per client address and per account, from the failures in the audit log
// (so every server instance counts the same failures). The two are not alike on purpose: the
// address is where an attack comes from, and waits long; the account is whom it is aimed at,
// and waits only seconds, so a stranger guessing passwords cannot lock its owner out.

export type ThrottleRule = {
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
export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Whether one more attempt may be checked, from the failures of the last hour. */
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
