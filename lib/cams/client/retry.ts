// When a failed attempt is tried again, and after how long.
//
// - 429: the provider refused the request without processing it, so any method may be retried,
//   after Retry-After when it says so (a Retry-After beyond MAX_RETRY_AFTER_MS is not waited for:
//   the caller gets the 429 rather than a request that hangs for minutes).
// - 503, 504, a network error or a timeout: the first attempt may have been processed, so only
//   what is safe to repeat is retried: GET, and POST /token (it only issues a token). Never a
//   money movement or any other write: a blind retry could credit or debit twice.
// - Anything else is final.
// Every attempt carries a fresh X-Unique-Id: the provider refuses a reused one with 4090001.
// Backoff is exponential with jitter, so that callers refused together do not return together.

import type { HttpMethod } from "../operations";

const BASE_DELAY_MS = 200;
const MAX_DELAY_MS = 5_000;
export const MAX_RETRY_AFTER_MS = 30_000;

/** What an attempt ended with: an HTTP status, or no answer at all. */
export type AttemptOutcome = { status: number; retryAfter?: string | null } | { failed: true };

type RetryRequest = { method: HttpMethod; operationId: string };

function isSafeToRepeat({ method, operationId }: RetryRequest): boolean {
  return method === "GET" || operationId === "createToken";
}

/** Retry-After as milliseconds: delay-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Half the exponential step fixed, half random ("equal jitter"). */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** retry);
  return Math.round(step / 2 + random() * (step / 2));
}

/**
 * How long to wait before retry number `retry` (0-based), or undefined when the outcome is final.
 */
export function retryDelay(
  request: RetryRequest,
  outcome: AttemptOutcome,
  retry: number,
  now: number,
): number | undefined {
  if ("failed" in outcome) return isSafeToRepeat(request) ? backoffDelay(retry) : undefined;
  if (outcome.status === 429) {
    const retryAfter = parseRetryAfter(outcome.retryAfter, now);
    if (retryAfter === undefined) return backoffDelay(retry);
    return retryAfter <= MAX_RETRY_AFTER_MS ? retryAfter : undefined;
  }
  if (outcome.status === 503 || outcome.status === 504) {
    return isSafeToRepeat(request) ? backoffDelay(retry) : undefined;
  }
  return undefined;
}
