import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addBusinessDays } from "./business-days";

const at = (iso: string) => new Date(iso);

describe("addBusinessDays", () => {
  it("counts weekdays only, a weekday at the same time of day", () => {
    // 2026-11-26 is a Thursday.
    expect(addBusinessDays(at("2026-11-26T15:00:00Z"), 1)).toEqual(at("2026-11-27T15:00:00Z"));
    expect(addBusinessDays(at("2026-11-27T15:00:00Z"), 1)).toEqual(at("2026-11-30T15:00:00Z"));
    expect(addBusinessDays(at("2026-11-27T15:00:00Z"), 5)).toEqual(at("2026-12-04T15:00:00Z"));
  });

  it("from a weekend, counts from the start of the Monday after it", () => {
    expect(addBusinessDays(at("2026-11-28T10:00:00Z"), 1)).toEqual(at("2026-12-01T00:00:00Z"));
    expect(addBusinessDays(at("2026-11-29T23:59:59Z"), 1)).toEqual(at("2026-12-01T00:00:00Z"));
    expect(addBusinessDays(at("2026-11-28T10:00:00Z"), 0)).toEqual(at("2026-11-30T00:00:00Z"));
  });

  it("no delay on a weekday is no wait", () => {
    expect(addBusinessDays(at("2026-11-27T10:00:00Z"), 0)).toEqual(at("2026-11-27T10:00:00Z"));
  });

  it("keeps the order: a later acceptance never falls due earlier", () => {
    const instant = fc.date({
      min: at("2026-01-01T00:00:00Z"),
      max: at("2027-12-31T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: 0, max: 10 }), (a, b, days) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(addBusinessDays(early, days) <= addBusinessDays(late, days)).toBe(true);
        // And never sooner than the calendar days: the runner's first filter relies on it.
        expect(addBusinessDays(early, days).getTime()).toBeGreaterThanOrEqual(
          early.getTime() + days * 86_400_000,
        );
      }),
    );
  });
});
