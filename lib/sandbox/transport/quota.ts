import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { queryRows } from "@/lib/db/client";
import { clockTimeSql } from "../clock/clock";
import { quotaWindows, requestIds } from "../tables/transport";
import type { RequestId } from "./request-ids";

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
 * What the guard learns in its one statement: the sandbox's time (its clock, read there), then
 * whether the id was seen, or the quota's decision.
 */
export type Admission = { now: Date } & ({ seen: true } | ({ seen: false } & QuotaDecision));

/**
 * The sandbox's time (lib/sandbox/clock) when real time is `realNow`; whether the request's
 * X-Unique-Id was seen (4090001, checked before the quota); and if not, the request counted in
 * its one-minute window of the sandbox's time, refused past `perMinute`. One statement while the
 * picked shard has room: the clock, the id's read and the quota's place share a round trip, and
 * a request whose id was seen takes no place. When the shard is full, the others are read and
 * one with room is taken, so a request is refused only once every shard is full: once
 * `perMinute` were admitted.
 */
export async function admitRequest(
  db: Db,
  { apiKey, uniqueId }: RequestId,
  perMinute: number,
  realNow: Date,
  pick: () => number = () => Math.floor(Math.random() * QUOTA_SHARDS),
): Promise<Admission> {
  const first = await takePlace(db, apiKey, clockTimeSql(realNow), shardOf(perMinute, pick()), {
    apiKey,
    uniqueId,
  });
  const now = first.now;
  if (first.seen) return { now, seen: true };
  if (first.taken) return { now, seen: false, allowed: true };
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  return { now, seen: false, ...(await placeElsewhere(db, apiKey, perMinute, now, windowStart)) };
}

const shardOf = (perMinute: number, shard: number) => ({
  shard,
  share: shardShare(perMinute, shard),
});

/**
 * One place in `shard` of the key's window (the minute `at` falls in), if the shard has room
 * and, with `unlessSeen`, the id was not seen: the id's read and the place share the statement,
 * and a request whose id was seen takes no place. Answers `at` as it was read.
 */
async function takePlace(
  db: Db,
  apiKey: string,
  at: SQL,
  { shard, share }: { shard: number; share: number },
  unlessSeen?: RequestId,
): Promise<{ now: Date; seen: boolean; taken: boolean }> {
  const seen = unlessSeen
    ? sql`select 1 from ${requestIds} where ${requestIds.apiKey} = ${unlessSeen.apiKey} and ${requestIds.uniqueId} = ${unlessSeen.uniqueId}`
    : sql`select 1 where false`;
  const [row] = await queryRows<{ now_ms: string | number; seen: boolean; taken: boolean }>(
    db,
    sql`with moment as (select ${at} as at), seen as (${seen}), taken as (
      insert into ${quotaWindows} as q (api_key, window_start, shard, requests)
      select ${apiKey}, to_timestamp(floor(extract(epoch from moment.at) / 60) * 60), ${shard}, 1
      from moment
      where ${share} > 0 and not exists (select 1 from seen)
      on conflict (api_key, window_start, shard)
      do update set requests = q.requests + 1 where q.requests < ${share}
      returning 1
    )
    select (extract(epoch from (select at from moment)) * 1000)::float8 as now_ms,
      exists (select 1 from seen) as seen, exists (select 1 from taken) as taken`,
  );
  return {
    now: new Date(Math.round(Number(row!.now_ms))),
    seen: row?.seen === true,
    taken: row?.taken === true,
  };
}

/** The picked shard was full, or had no share: a place in another, or the refusal. */
async function placeElsewhere(
  db: Db,
  apiKey: string,
  perMinute: number,
  now: Date,
  windowStart: Date,
): Promise<QuotaDecision> {
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
    const shard = open[Math.floor(Math.random() * open.length)]!;
    const window = sql`${windowStart.toISOString()}::timestamptz`;
    if ((await takePlace(db, apiKey, window, shardOf(perMinute, shard))).taken)
      return { allowed: true };
  }
  const windowEnd = windowStart.getTime() + WINDOW_MS;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}
