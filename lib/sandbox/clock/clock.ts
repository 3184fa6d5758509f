import { type SQL, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { sandboxClock } from "../tables/clock";

/**
 * The sandbox's clock. Everything in the sandbox that reads "now" (tokens, quotas, limit
 * windows, X-Unique-Id retention, webhooks' created_date and retry schedule, settlement) reads
 * it, through the request's context. It lives in the database, so N servers on one database
 * read one time; a request reads it once, in the guard, and works to that instant throughout.
 */
export type ClockSetting = { offsetMs: number; frozenAt: Date | null };

/** No row: real time. */
const REAL_TIME: ClockSetting = { offsetMs: 0, frozenAt: null };

export async function readClock(db: Db): Promise<ClockSetting> {
  const [row] = await db.select().from(sandboxClock).limit(1);
  return row ? { offsetMs: row.offsetMs, frozenAt: row.frozenAt } : REAL_TIME;
}

/**
 * How far the servers' own loops may run what falls due: to the sandbox's time, or, while an
 * advance is catching up (its hold not yet lapsed in real time), to the time it moved from.
 * The advance does what falls due after that itself, in time order and dated when it fell due;
 * a loop that took it meanwhile would date it at the end of the advance.
 */
export async function loopHorizon(db: Db, real: Date): Promise<Date> {
  const [row] = await db.select().from(sandboxClock).limit(1);
  if (!row) return real;
  const now = clockTime(row, real);
  const held = row.catchUpFrom && row.catchUpUntil && row.catchUpUntil > real;
  return held && row.catchUpFrom! < now ? row.catchUpFrom! : now;
}

/**
 * Marks an advance's catching up from `from`, held until `until` in real time (its budget and
 * more: a server that died mid-run cannot hold the loops back for long). An advance while
 * another catches up keeps the earlier start.
 */
export async function holdCatchUp(
  db: Db,
  { from, until, real }: { from: Date; until: Date; real: Date },
): Promise<void> {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  await db.execute(sql`update sandbox.clock set
      catch_up_from = case when catch_up_until > ${at(real)} and catch_up_from < ${at(from)}
        then catch_up_from else ${at(from)} end,
      catch_up_until = greatest(catch_up_until, ${at(until)})
    where id = 1`);
}

/** The advance that marked `from` has caught up: the loops run to the sandbox's time again. */
export async function releaseCatchUp(db: Db, from: Date): Promise<void> {
  await db.execute(sql`update sandbox.clock set catch_up_from = null, catch_up_until = null
    where id = 1 and catch_up_from = ${from.toISOString()}::timestamptz`);
}

/** The sandbox's time when real time is `real`. */
export function clockTime(clock: ClockSetting, real: Date): Date {
  return clock.frozenAt ?? new Date(real.getTime() + clock.offsetMs);
}

/**
 * clockTime in SQL, as a timestamptz: the guard reads the clock inside the statement that admits
 * a request (transport/quota.ts), so knowing the time costs no round trip of its own. The two
 * are held equal by clock.test.ts.
 */
export function clockTimeSql(real: Date): SQL {
  const at = sql`${real.toISOString()}::timestamptz`;
  return sql`coalesce(
    (select coalesce(frozen_at, ${at} + offset_ms * interval '1 millisecond') from sandbox.clock where id = 1),
    ${at})`;
}

/** GET /simulate/clock's answer. */
export function clockView(clock: ClockSetting, real: Date) {
  const now = clockTime(clock, real);
  return {
    now: now.toISOString(),
    frozen: clock.frozenAt !== null,
    offset_seconds: Math.round((now.getTime() - real.getTime()) / 1000),
  };
}

/** Writes the clock; real time again deletes the row, as a reset of the sandbox does. */
async function writeClock(db: Db, clock: ClockSetting): Promise<void> {
  if (clock.offsetMs === 0 && clock.frozenAt === null) {
    await db.delete(sandboxClock);
    return;
  }
  await db
    .insert(sandboxClock)
    .values({ id: 1, ...clock })
    .onConflictDoUpdate({ target: sandboxClock.id, set: clock });
}

/**
 * The clock read under a lock, so two moves at once apply one after the other. One statement
 * makes the row (at real time) if there is none and locks it either way: made and then locked
 * in two, a reset deleting it in between left nothing to read (a 500 the fuzz found).
 */
async function lockClock(db: Db): Promise<ClockSetting> {
  const [row] = await db
    .insert(sandboxClock)
    .values({ id: 1 })
    .onConflictDoUpdate({ target: sandboxClock.id, set: { id: sql`excluded.id` } })
    .returning({ offsetMs: sandboxClock.offsetMs, frozenAt: sandboxClock.frozenAt });
  if (!row) throw new Error("the clock's row was neither made nor locked");
  return row;
}

/**
 * Moves the sandbox's time forward, frozen or not, by what `by` answers given its time now (read
 * under the lock: `by` may refuse a target that is not ahead).
 */
export async function advanceClock(
  db: Db,
  real: Date,
  by: (now: Date) => number,
): Promise<ClockSetting> {
  const clock = await lockClock(db);
  const ms = by(clockTime(clock, real));
  const moved = clock.frozenAt
    ? { ...clock, frozenAt: new Date(clock.frozenAt.getTime() + ms) }
    : { ...clock, offsetMs: clock.offsetMs + ms };
  await writeClock(db, moved);
  return moved;
}

/** Stops the sandbox's time where it is; freezing a frozen clock changes nothing. */
export async function freezeClock(db: Db, real: Date): Promise<ClockSetting> {
  const clock = await lockClock(db);
  const frozen = { ...clock, frozenAt: clockTime(clock, real) };
  await writeClock(db, frozen);
  return frozen;
}

/** Lets the sandbox's time run on from where it stood, never back. */
export async function unfreezeClock(db: Db, real: Date): Promise<ClockSetting> {
  const clock = await lockClock(db);
  if (!clock.frozenAt) return clock;
  const running = { offsetMs: clock.frozenAt.getTime() - real.getTime(), frozenAt: null };
  await writeClock(db, running);
  return running;
}

/**
 * Real time again, the way the sandbox's time goes back. Webhooks waiting for a time that was
 * ahead become due now, or they would wait for real time to catch up, up to 400 days.
 */
export async function resetClock(db: Db, real: Date): Promise<ClockSetting> {
  await writeClock(db, REAL_TIME);
  await db.execute(sql`update sandbox.webhook_outbox
    set next_attempt_at = ${real.toISOString()}::timestamptz
    where delivered_at is null and abandoned_at is null
      and next_attempt_at > ${real.toISOString()}::timestamptz`);
  return REAL_TIME;
}
