/** Failed sign-ins that may follow each other without delay. */
export const FREE_FAILURES = 5;
/** At most this many failures per account in any rolling hour. */
export const MAX_FAILURES_PER_HOUR = 100;
const MAX_BACKOFF_SECONDS = 15 * 60;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Decides whether a sign-in attempt may be checked at all, from the account's failures in
 * the last hour. Past the free failures each one doubles the wait; there is no permanent
 * lockout, so an attacker can slow a person down but never lock them out for good.
 */
export function decideSignInAttempt(
  failuresLastHour: number,
  lastFailureAt: Date | null,
  oldestFailureAt: Date | null,
  now: Date,
): ThrottleDecision {
  if (failuresLastHour >= MAX_FAILURES_PER_HOUR && oldestFailureAt) {
    const freesAt = oldestFailureAt.getTime() + 3_600_000;
    return { allowed: false, retryAfterSeconds: Math.ceil((freesAt - now.getTime()) / 1000) };
  }
  if (failuresLastHour < FREE_FAILURES || !lastFailureAt) return { allowed: true };
  const wait = Math.min(2 ** (failuresLastHour - FREE_FAILURES), MAX_BACKOFF_SECONDS);
  const elapsed = (now.getTime() - lastFailureAt.getTime()) / 1000;
  return elapsed >= wait
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: Math.ceil(wait - elapsed) };
}
