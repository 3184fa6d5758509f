import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { fuzzSeed, seedOfCommit } from "./testing/fuzz-seed";

// The fuzz's verdict depends on the commit alone: its seed is the commit's, unless told.
describe("the fuzz's seed", () => {
  it("is the commit's, hashed to an unsigned 32-bit number, the same every time", () => {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
    expect(fuzzSeed(undefined)).toEqual({
      seed: seedOfCommit(head),
      from: `commit ${head.slice(0, 12)}`,
    });
    expect(fuzzSeed(undefined).seed).toBe(fuzzSeed(undefined).seed);
    const seed = seedOfCommit("7212d0007355");
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
    expect(seedOfCommit("another commit")).not.toBe(seed);
  });

  it("replays SEED=…, draws one for SEED=random, and refuses anything else", () => {
    expect(fuzzSeed("1584357922")).toEqual({ seed: 1584357922, from: "SEED" });
    expect(fuzzSeed("random").from).toBe("SEED=random");
    expect(() => fuzzSeed("abc")).toThrow(/SEED must be an integer/);
  });
});
