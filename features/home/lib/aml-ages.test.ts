import { describe, expect, it } from "vitest";
import type { QueueCustomer, SearchCustomers } from "@/features/compliance/server";
import { newestFirstSearch } from "@/lib/testing/newest-first-search";
import { AML_PAGE_LIMIT, amlQueueByAge as byAge } from "./aml-ages";

const statuses = ["OnHold", "Rejected"] as const;
const amlQueueByAge = (search: SearchCustomers, now: Date) => byAge(search, statuses, now);

const now = new Date("2026-11-25T12:00:00Z");
const DAY = 86_400_000;

const customer = (id: string, ageMs: number): QueueCustomer => ({
  customer_id: id,
  first_name: "Jane",
  last_name: id,
  nationality: "DE",
  created_date: new Date(now.getTime() - ageMs).toISOString(),
});

const provider = newestFirstSearch;

describe("the AML queue by age", () => {
  it("puts each customer in its band, the 1 and 7 day edges in the older band", async () => {
    const { search } = provider({
      OnHold: [customer("fresh", DAY - 1), customer("one-day", DAY), customer("week", 7 * DAY)],
      Rejected: [customer("almost-week", 7 * DAY - 1), customer("old", 30 * DAY)],
    });
    const ages = await amlQueueByAge(search, now);
    expect(ages).toMatchObject({ ok: true, total: 5, bands: [1, 2, 2], capped: false });
    expect(ages.ok && ages.oldest?.customer_id).toBe("old");
  });

  it("counts an empty queue without reading pages, and says so when the total is missing", async () => {
    const empty = provider({});
    expect(await amlQueueByAge(empty.search, now)).toEqual({
      ok: true,
      total: 0,
      bands: [0, 0, 0],
      capped: false,
      oldest: null,
    });
    expect(empty.calls).toEqual(["OnHold:1x1", "Rejected:1x1"]);
    const noTotal = provider({ OnHold: [customer("a", DAY)] }, false);
    expect(await amlQueueByAge(noTotal.search, now)).toMatchObject({ ok: false });
  });

  it("stops reading at the first customer older than 7 days and counts the rest from the total", async () => {
    const old = Array.from({ length: 120 }, (_, i) => customer(`old-${i}`, (8 + i) * DAY));
    const { search, calls } = provider({ OnHold: [customer("new", DAY / 2), ...old] });
    expect(await amlQueueByAge(search, now)).toMatchObject({ total: 121, bands: [1, 0, 120] });
    expect(calls.filter((call) => call.startsWith("OnHold:") && call.endsWith("x50"))).toEqual([
      "OnHold:1x50",
    ]);
  });

  it("marks the younger bands as 'at least' when more young customers wait than it reads", async () => {
    const young = Array.from({ length: AML_PAGE_LIMIT * 50 + 1 }, (_, i) =>
      customer(`y-${i}`, 1000 + i),
    );
    const ages = await amlQueueByAge(provider({ OnHold: young }).search, now);
    expect(ages).toMatchObject({ ok: true, capped: true, total: young.length });
    expect(ages.ok && ages.bands[0]).toBe(AML_PAGE_LIMIT * 50);
  });
});
