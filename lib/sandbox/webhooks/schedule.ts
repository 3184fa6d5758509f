/**
 * Waits after each failed attempt, Standard Webhooks' schedule: 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h, 10 h. The last attempt comes about 27.6 hours after the first, so every event is tried
 * for more than 24 hours before it is given up.
 */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;

/** When to try again after `attempts` failures, or null when the event is given up. */
export function nextAttemptAt(attempts: number, failedAt: Date): Date | null {
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay * 1000);
}
