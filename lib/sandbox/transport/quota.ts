import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { quotaWindows } from "../tables/transport";

const WINDOW_MS = 60_000;

/**
 * A minute's quota is split over this many rows: a request takes one place in a shard picked
 * at random, so concurrent requests (of every instance on the database) rarely meet on a row.
 * Each shard admits at most its share, so the shards together never admit more than the quota.
 */
export const QUOTA_SHARDS = 16;

type QuotaDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Shard `shard`'s share of `perMinute`: the shares add up to it exactly. */
export function shardShare(perMinute: number, shard: number): number {
  return Math.floor(perMinute / QUOTA_SHARDS) + (shard < perMinute % QUOTA_SHARDS ? 1 : 0);
}

/**
 * Counts the request in its one-minute window; refused past `perMinute`. One statement while
 * the picked shard has room; when it is full, the others are read and one with room is taken,
 * so a request is refused only once every shard is full: once `perMinute` were admitted.
 */
export async function countRequest(
  db: Db,
  apiKey: string,
  perMinute: number,
  now: Date,
  pick: () => number = () => Math.floor(Math.random() * QUOTA_SHARDS),
): Promise<QuotaDecision> {
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const take = async (shard: number) => {
    const share = shardShare(perMinute, shard);
    if (share === 0) return false;
    const taken = await db
      .insert(quotaWindows)
      .values({ apiKey, windowStart, shard, requests: 1 })
      .onConflictDoUpdate({
        target: [quotaWindows.apiKey, quotaWindows.windowStart, quotaWindows.shard],
        set: { requests: sql`${quotaWindows.requests} + 1` },
        setWhere: sql`${quotaWindows.requests} < ${share}`,
      })
      .returning({ requests: quotaWindows.requests });
    return taken.length === 1;
  };
  if (await take(pick())) return { allowed: true };
  // Full, or it has no share: look for room in the others (a request near the quota only).
  for (;;) {
    const rows = await db
      .select({ shard: quotaWindows.shard, requests: quotaWindows.requests })
      .from(quotaWindows)
      .where(and(eq(quotaWindows.apiKey, apiKey), eq(quotaWindows.windowStart, windowStart)));
    const used = new Map(rows.map((row) => [row.shard, row.requests]));
    const open = Array.from({ length: QUOTA_SHARDS }, (_, shard) => shard).filter(
      (shard) => (used.get(shard) ?? 0) < shardShare(perMinute, shard),
    );
    if (open.length === 0) break;
    // Another request may take the last place first: then look again.
    if (await take(open[Math.floor(Math.random() * open.length)]!)) return { allowed: true };
  }
  const windowEnd = windowStart.getTime() + WINDOW_MS;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}
