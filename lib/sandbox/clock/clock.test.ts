import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DbHandle, queryRows } from "@/lib/db";
import { createTestDb, testBackends } from "@/lib/db/testing";
import {
  advanceClock,
  clockTime,
  clockTimeSql,
  freezeClock,
  holdCatchUp,
  loopHorizon,
  readClock,
  releaseCatchUp,
  resetClock,
  unfreezeClock,
} from "./clock";

describe.each(testBackends)("the sandbox's clock on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());
  beforeEach(() => resetClock(handle.db, new Date()));

  const real = new Date("2026-11-22T10:00:00.123Z");
  /** The time as the guard's statement reads it (clockTimeSql), and as clockTime computes it. */
  async function bothTimes(at: Date) {
    const [row] = await queryRows<{ ms: number }>(
      handle.db,
      sql`select (extract(epoch from ${clockTimeSql(at)}) * 1000)::float8 as ms`,
    );
    return { sql: new Date(Number(row!.ms)), js: clockTime(await readClock(handle.db), at) };
  }

  it("reads the same time in SQL as in TypeScript: real, ahead, frozen, let run behind", async () => {
    expect(await bothTimes(real)).toEqual({ sql: real, js: real });
    await advanceClock(handle.db, real, () => 90_061_001);
    const ahead = new Date(real.getTime() + 90_061_001);
    expect(await bothTimes(real)).toEqual({ sql: ahead, js: ahead });
    await freezeClock(handle.db, real);
    const later = new Date(real.getTime() + 5_000);
    expect(await bothTimes(later)).toEqual({ sql: ahead, js: ahead });
    // Real time passes the frozen time; let run, the clock goes on from where it stood.
    const muchLater = new Date(ahead.getTime() + 3_600_000);
    await unfreezeClock(handle.db, muchLater);
    expect(await readClock(handle.db)).toEqual({ offsetMs: -3_600_000, frozenAt: null });
    expect(await bothTimes(muchLater)).toEqual({ sql: ahead, js: ahead });
  });

  // A seed of the reliability suite's fuzz sent an unfreeze beside a reset of the clock: the
  // reset deleted the row between the unfreeze making sure of it and locking it, and the
  // unfreeze answered 500.
  it("moves the clock while a reset deletes its row at the same moment", async () => {
    for (let i = 0; i < 40; i++) {
      await freezeClock(handle.db, real);
      const moves = [
        unfreezeClock(handle.db, real),
        resetClock(handle.db, real),
        freezeClock(handle.db, real),
        resetClock(handle.db, real),
        advanceClock(handle.db, real, () => 1_000),
        resetClock(handle.db, real),
      ];
      const outcomes = await Promise.allSettled(moves);
      expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    }
  });

  it("is real time without a row: a reset deletes it", async () => {
    await advanceClock(handle.db, real, () => 1000);
    await resetClock(handle.db, new Date());
    expect(await queryRows(handle.db, sql`select * from sandbox.clock`)).toEqual([]);
    expect(await readClock(handle.db)).toEqual({ offsetMs: 0, frozenAt: null });
  });

  it("gives the mover the time it moves from, read under the lock", async () => {
    await advanceClock(handle.db, real, () => 60_000);
    let seen: Date | undefined;
    await advanceClock(handle.db, real, (now) => {
      seen = now;
      return 1;
    });
    expect(seen).toEqual(new Date(real.getTime() + 60_000));
  });

  it("holds the servers' loops where an advance catching up started, until released or lapsed", async () => {
    let from = real;
    await advanceClock(handle.db, real, (now) => {
      from = now;
      return 86_400_000;
    });
    const ahead = new Date(real.getTime() + 86_400_000);
    expect(await loopHorizon(handle.db, real)).toEqual(ahead);
    await holdCatchUp(handle.db, { from, until: new Date(real.getTime() + 60_000), real });
    expect(await loopHorizon(handle.db, real)).toEqual(from);
    // A second advance meanwhile keeps the earlier start.
    await holdCatchUp(handle.db, { from: ahead, until: new Date(real.getTime() + 90_000), real });
    expect(await loopHorizon(handle.db, real)).toEqual(from);
    // A hold that lapsed (its server died mid-run) holds nothing.
    expect(await loopHorizon(handle.db, new Date(real.getTime() + 90_001))).toEqual(
      new Date(real.getTime() + 90_001 + 86_400_000),
    );
    await releaseCatchUp(handle.db, from);
    expect(await loopHorizon(handle.db, real)).toEqual(ahead);
  });
});
