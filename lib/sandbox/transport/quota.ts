import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { quotaWindows } from "../tables/transport";

const WINDOW_MS = 60_000;

export type QuotaDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts the request in its one-minute window; refused past `perMinute`. */
export async function countRequest(
  db: Db,
  apiKey: string,
  perMinute: number,
  now: Date,
): Promise<QuotaDecision> {
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const [row] = await db
    .insert(quotaWindows)
    .values({ apiKey, windowStart, requests: 1 })
    .onConflictDoUpdate({
      target: [quotaWindows.apiKey, quotaWindows.windowStart],
      set: { requests: sql`${quotaWindows.requests} + 1` },
    })
    .returning({ requests: quotaWindows.requests });
  if ((row?.requests ?? 0) <= perMinute) return { allowed: true };
  const windowEnd = windowStart.getTime() + WINDOW_MS;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}
