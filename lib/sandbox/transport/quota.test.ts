import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db/client";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { advanceClock, freezeClock, resetClock } from "../clock/clock";
import { admitRequest, QUOTA_SHARDS, shardShare } from "./quota";
import { rememberRequestId } from "./request-ids";

describe("shardShare", () => {
  it("splits a quota over the shards so that the shares add up to it exactly", () => {
    for (const quota of [0, 1, 3, 15, 16, 17, 6000, 6007]) {
      const shares = Array.from({ length: QUOTA_SHARDS }, (_, s) => shardShare(quota, s));
      expect(shares.reduce((a, b) => a + b, 0)).toBe(quota);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
  });
});

describe.each(testBackends)("the sharded quota on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  // A request with a new id: what the quota decides.
  const countRequest = async (
    db: DbHandle["db"],
    apiKey: string,
    perMinute: number,
    now: Date,
    pick?: () => number,
  ) => {
    const admission = await admitRequest(
      db,
      { apiKey, uniqueId: randomUUID() },
      perMinute,
      now,
      pick,
    );
    if (admission.seen) throw new Error("a new X-Unique-Id was answered as seen");
    // No clock row: the sandbox runs on real time.
    const { now: at, ...decision } = admission;
    expect(at).toEqual(now);
    return decision;
  };

  it("admits exactly the quota of concurrent requests, whichever shards they pick", async () => {
    const now = new Date("2026-11-22T10:00:30Z");
    const results = await Promise.all(
      Array.from({ length: 60 }, () => countRequest(handle.db, "key-a", 23, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(23);
    expect(results.find((r) => !r.allowed)).toEqual({
      seen: false,
      allowed: false,
      retryAfterSeconds: 30,
    });
  });

  it("finds the room left in other shards when the picked one is full", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    // Every request picks shard 0, whose share of 20 is 2: the others still take 18.
    const results = [];
    for (let i = 0; i < 21; i++)
      results.push(await countRequest(handle.db, "key-b", 20, now, () => 0));
    expect(results.map((r) => r.allowed)).toEqual([...Array(20).fill(true), false]);
    // A new minute starts afresh.
    const next = new Date("2026-11-22T10:01:00Z");
    expect(await countRequest(handle.db, "key-b", 20, next, () => 0)).toEqual({
      seen: false,
      allowed: true,
    });
  });

  it("answers that an X-Unique-Id was seen, and then takes no place in the quota", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const requestId = { apiKey: "key-c", uniqueId: randomUUID() };
    await rememberRequestId(handle.db, requestId, now);
    // A quota of 1: the seen id takes none of it, so a new id still gets the one place.
    expect(await admitRequest(handle.db, requestId, 1, now)).toEqual({ now, seen: true });
    expect(await countRequest(handle.db, "key-c", 1, now)).toEqual({ seen: false, allowed: true });
    expect(await countRequest(handle.db, "key-c", 1, now)).toMatchObject({ allowed: false });
  });

  it("counts real minutes, whatever the sandbox's clock says, and answers the sandbox's time", async () => {
    const real = new Date("2026-11-22T10:00:30Z");
    expect(await countRequest(handle.db, "key-d", 1, real)).toEqual({ seen: false, allowed: true });
    // Frozen, or moved on, the sandbox's clock neither opens the window again nor holds it shut.
    await advanceClock(handle.db, real, () => 86_400_000);
    await freezeClock(handle.db, real);
    try {
      const refused = await admitRequest(
        handle.db,
        { apiKey: "key-d", uniqueId: randomUUID() },
        1,
        real,
      );
      expect(refused).toEqual({
        now: new Date("2026-11-23T10:00:30Z"),
        seen: false,
        allowed: false,
        retryAfterSeconds: 30,
      });
      const nextMinute = new Date("2026-11-22T10:01:00Z");
      const admitted = await admitRequest(
        handle.db,
        { apiKey: "key-d", uniqueId: randomUUID() },
        1,
        nextMinute,
      );
      expect(admitted).toEqual({
        now: new Date("2026-11-23T10:00:30Z"),
        seen: false,
        allowed: true,
      });
    } finally {
      await resetClock(handle.db, new Date());
    }
  });
});
