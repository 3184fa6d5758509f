import { describe, expect, it } from "vitest";
import { newestFirstSearch } from "@/lib/testing/newest-first-search";
import {
  complianceQueue,
  MERGED_QUEUE_DEPTH,
  mergeOldestFirst,
  QUEUE_PAGE_SIZE,
  type QueueCustomer,
} from "./queue";

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();

function customer(id: string, createdDay: number): QueueCustomer {
  return {
    customer_id: id,
    first_name: "Jane",
    last_name: id,
    nationality: "DE",
    created_date: day(createdDay),
  };
}

const provider = newestFirstSearch;

const ids = (page: Awaited<ReturnType<typeof complianceQueue>>) =>
  page.ok ? page.customers.map((c) => c.customer_id) : page.message;
const range = (from: number, to: number, prefix: string) =>
  Array.from({ length: to - from }, (_, i) => `${prefix}${from + i}`);

describe("one status", () => {
  // h0 is the oldest, created on day 0; h119 the newest.
  const held = Array.from({ length: 120 }, (_, i) => customer(`h${i}`, i));

  it("reads the oldest from the provider's last pages, at most two of them", async () => {
    const { search, calls } = provider({ OnHold: held });
    const first = await complianceQueue(search, { status: "OnHold", page: 1 });
    expect(ids(first)).toEqual(range(0, 25, "h"));
    expect(first).toMatchObject({ total: 120, reachable: 120 });
    // Newest-first positions 95..119 sit on provider pages 2 and 3.
    expect(calls).toEqual(["OnHold:1x1", "OnHold:2x50", "OnHold:3x50"]);
  });

  it("pages on to the newest, the last page short", async () => {
    const { search } = provider({ OnHold: held });
    expect(ids(await complianceQueue(search, { status: "OnHold", page: 2 }))).toEqual(
      range(25, 50, "h"),
    );
    expect(ids(await complianceQueue(search, { status: "OnHold", page: 5 }))).toEqual(
      range(100, 120, "h"),
    );
    expect(ids(await complianceQueue(search, { status: "OnHold", page: 6 }))).toEqual([]);
  });

  it("reads one page when the window sits inside it", async () => {
    const { search, calls } = provider({ OnHold: held.slice(0, 30) });
    expect(ids(await complianceQueue(search, { status: "OnHold", page: 1 }))).toEqual(
      range(0, 25, "h"),
    );
    expect(calls).toEqual(["OnHold:1x1", "OnHold:1x50"]);
  });

  it("says so when the provider gives no total_count", async () => {
    const { search } = provider({ OnHold: held }, false);
    const page = await complianceQueue(search, { status: "OnHold", page: 1 });
    expect(page.ok).toBe(false);
    expect(ids(page)).toContain("total_count");
  });

  it("answers an empty queue", async () => {
    const { search } = provider({});
    expect(await complianceQueue(search, { status: "Rejected", page: 1 })).toEqual({
      ok: true,
      customers: [],
      total: 0,
      reachable: 0,
    });
  });
});

describe("both statuses", () => {
  // Held on even days, rejected on odd days: the merged queue alternates.
  const held = Array.from({ length: 30 }, (_, i) => customer(`h${i}`, 2 * i));
  const rejected = Array.from({ length: 30 }, (_, i) => customer(`r${i}`, 2 * i + 1));

  it("merges them oldest first across pages", async () => {
    const { search } = provider({ OnHold: held, Rejected: rejected });
    const first = await complianceQueue(search, { page: 1 });
    expect(ids(first).slice(0, 4)).toEqual(["h0", "r0", "h1", "r1"]);
    expect(first).toMatchObject({ total: 60, reachable: 60 });
    const third = await complianceQueue(search, { page: 3 });
    expect(ids(third)).toEqual([
      "h25",
      "r25",
      "h26",
      "r26",
      "h27",
      "r27",
      "h28",
      "r28",
      "h29",
      "r29",
    ]);
  });

  it("stops at the merged depth and says how many are reachable", async () => {
    const many = Array.from({ length: MERGED_QUEUE_DEPTH + 10 }, (_, i) => customer(`h${i}`, i));
    const { search, calls } = provider({ OnHold: many, Rejected: [] });
    const last = MERGED_QUEUE_DEPTH / QUEUE_PAGE_SIZE;
    const page = await complianceQueue(search, { page: last });
    expect(ids(page)).toEqual(range(MERGED_QUEUE_DEPTH - QUEUE_PAGE_SIZE, MERGED_QUEUE_DEPTH, "h"));
    expect(page).toMatchObject({ total: MERGED_QUEUE_DEPTH + 10, reachable: MERGED_QUEUE_DEPTH });
    // The work is bounded: a probe and the pages holding the 500 oldest, per status.
    expect(calls.filter((c) => c.startsWith("OnHold")).length).toBeLessThanOrEqual(12);
    expect(ids(await complianceQueue(search, { page: last + 1 }))).toEqual([]);
  });
});

describe("mergeOldestFirst", () => {
  it("puts the first list first on equal dates and keeps a customer once", () => {
    const a = [customer("a", 1), customer("same", 2)];
    const b = [customer("b", 1), customer("same", 2)];
    expect(mergeOldestFirst(a, b).map((c) => c.customer_id)).toEqual(["a", "b", "same"]);
  });

  it("keeps each list's order when a date cannot be read", () => {
    const a = [{ ...customer("x", 5), created_date: undefined }, customer("y", 9)];
    const b = [customer("z", 1)];
    expect(mergeOldestFirst(a, b).map((c) => c.customer_id)).toEqual(["x", "z", "y"]);
  });
});
