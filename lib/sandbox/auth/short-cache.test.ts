import { afterEach, describe, expect, it, vi } from "vitest";
import { SHORT_CACHE_TTL_MS, shortCache } from "./short-cache";

describe("shortCache", () => {
  afterEach(() => vi.restoreAllMocks());
  const db = {};
  const clock = (ms: number) => vi.spyOn(Date, "now").mockReturnValue(ms);

  it("keeps a row found for TTL_MS, then reads it again", async () => {
    const cache = shortCache<string>();
    const read = vi.fn(async () => "row");
    clock(1_000);
    await cache.get(db, "k", read);
    clock(1_000 + SHORT_CACHE_TTL_MS - 1);
    expect(await cache.get(db, "k", read)).toBe("row");
    expect(read).toHaveBeenCalledTimes(1);
    clock(1_000 + SHORT_CACHE_TTL_MS);
    await cache.get(db, "k", read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("never keeps a miss: an unknown token is looked up, and refused, every time", async () => {
    const cache = shortCache<string>();
    const read = vi.fn(async () => null);
    expect(await cache.get(db, "forged", read)).toBeNull();
    expect(await cache.get(db, "forged", read)).toBeNull();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads afresh when asked, and forgets everything once cleared", async () => {
    const cache = shortCache<string>();
    let value = "old";
    const read = vi.fn(async () => value);
    await cache.get(db, "k", read);
    value = "new";
    expect(await cache.get(db, "k", read)).toBe("old");
    expect(await cache.get(db, "k", read, true)).toBe("new");
    value = "newer";
    cache.clear();
    expect(await cache.get(db, "k", read)).toBe("newer");
  });

  it("keeps each database's rows apart", async () => {
    const cache = shortCache<string>();
    await cache.get({}, "k", async () => "one");
    expect(await cache.get({}, "k", async () => "two")).toBe("two");
  });
});
