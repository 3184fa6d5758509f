import { and, eq, sql } from "drizzle-orm";
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
 * its one-minute window, refused past `perMinute`. One statement while the picked shard has
 * room: the clock, the id's read and the quota's place share a round trip, and a request whose
 * id was seen takes no place. When the shard is full, the others are read and one with room is
 * taken, so a request is refused only once every shard is full: once `perMinute` were admitted.
 *
 * The quota alone counts real minutes, not the sandbox's: it limits how fast a client sends, and
 * its Retry-After is seconds the client really waits. On the sandbox's clock a frozen minute
 * would never end, and a client past its quota could not even unfreeze it.
 */
export async function admitRequest(
  db: Db,
  { apiKey, uniqueId }: RequestId,
  perMinute: number,
  realNow: Date,
  pick: () => number = () => Math.floor(Math.random() * QUOTA_SHARDS),
): Promise<Admission> {
  const windowStart = new Date(Math.floor(realNow.getTime() / WINDOW_MS) * WINDOW_MS);
  const first = await takePlace(db, apiKey, windowStart, shardOf(perMinute, pick()), {
    unlessSeen: { apiKey, uniqueId },
    clockAt: realNow,
  });
  const now = first.now ?? realNow;
  if (first.seen) return { now, seen: true };
  if (first.taken) return { now, seen: false, allowed: true };
  return {
    now,
    seen: false,
    ...(await placeElsewhere(db, apiKey, perMinute, realNow, windowStart)),
  };
}

const shardOf = (perMinute: number, shard: number) => ({
  shard,
  share: shardShare(perMinute, shard),
});

/**
 * One place in `shard` of the key's window, if the shard has room and, with `unlessSeen`, the
 * id was not seen: the id's read and the place share the statement, and a request whose id was
 * seen takes no place. With `clockAt`, the statement also reads the sandbox's time then.
 */
async function takePlace(
  db: Db,
  apiKey: string,
  windowStart: Date,
  { shard, share }: { shard: number; share: number },
  { unlessSeen, clockAt }: { unlessSeen?: RequestId; clockAt?: Date } = {},
): Promise<{ now: Date | null; seen: boolean; taken: boolean }> {
  const seen = unlessSeen
    ? sql`select 1 from ${requestIds} where ${requestIds.apiKey} = ${unlessSeen.apiKey} and ${requestIds.uniqueId} = ${unlessSeen.uniqueId}`
    : sql`select 1 where false`;
  const now = clockAt
    ? sql`(extract(epoch from ${clockTimeSql(clockAt)}) * 1000)::float8`
    : sql`null::float8`;
  const [row] = await queryRows<{ now_ms: string | number | null; seen: boolean; taken: boolean }>(
    db,
    sql`with seen as (${seen}), taken as (
      insert into ${quotaWindows} as q (api_key, window_start, shard, requests)
      select ${apiKey}, ${windowStart.toISOString()}::timestamptz, ${shard}, 1
      where ${share} > 0 and not exists (select 1 from seen)
      on conflict (api_key, window_start, shard)
      do update set requests = q.requests + 1 where q.requests < ${share}
      returning 1
    )
    select ${now} as now_ms, exists (select 1 from seen) as seen, exists (select 1 from taken) as taken`,
  );
  return {
    now: row?.now_ms == null ? null : new Date(Math.round(Number(row.now_ms))),
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
    if ((await takePlace(db, apiKey, windowStart, shardOf(perMinute, shard))).taken)
      return { allowed: true };
  }
  const windowEnd = windowStart.getTime() + WINDOW_MS;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}
