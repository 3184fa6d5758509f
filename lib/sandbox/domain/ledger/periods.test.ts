import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalendarPeriod, calendarPeriods, periodStart, windowStarts } from "./periods";

const utc = (iso: string) => new Date(iso);

describe("periodStart", () => {
  it.each<[CalendarPeriod, string, string]>([
    // A window's first instant is its own start...
    ["hourly", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
    ["daily", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
    ["monthly", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
    ["yearly", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
    // ...and one millisecond earlier belongs to the previous window.
    ["hourly", "2025-12-31T23:59:59.999Z", "2025-12-31T23:00:00.000Z"],
    ["daily", "2025-12-31T23:59:59.999Z", "2025-12-31T00:00:00.000Z"],
    ["monthly", "2025-12-31T23:59:59.999Z", "2025-12-01T00:00:00.000Z"],
    ["yearly", "2025-12-31T23:59:59.999Z", "2025-01-01T00:00:00.000Z"],
    ["hourly", "2026-05-17T14:59:59.999Z", "2026-05-17T14:00:00.000Z"],
    ["hourly", "2026-05-17T15:00:00.000Z", "2026-05-17T15:00:00.000Z"],
    // ISO weeks: Sunday 23:59:59.999 is the last instant of the week that began on Monday.
    ["weekly", "2026-03-01T23:59:59.999Z", "2026-02-23T00:00:00.000Z"],
    ["weekly", "2026-03-02T00:00:00.000Z", "2026-03-02T00:00:00.000Z"],
    ["weekly", "2026-03-04T09:30:00.000Z", "2026-03-02T00:00:00.000Z"],
    // A week that straddles New Year starts in the previous year.
    ["weekly", "2026-01-01T00:00:00.000Z", "2025-12-29T00:00:00.000Z"],
    ["weekly", "2027-01-01T12:00:00.000Z", "2026-12-28T00:00:00.000Z"],
    ["weekly", "2021-01-03T23:59:59.999Z", "2020-12-28T00:00:00.000Z"],
    // Leap day.
    ["daily", "2028-02-29T12:34:56.789Z", "2028-02-29T00:00:00.000Z"],
    ["weekly", "2028-02-29T12:34:56.789Z", "2028-02-28T00:00:00.000Z"],
    ["monthly", "2028-02-29T23:59:59.999Z", "2028-02-01T00:00:00.000Z"],
    ["monthly", "2028-03-01T00:00:00.000Z", "2028-03-01T00:00:00.000Z"],
    ["weekly", "2028-03-05T23:59:59.999Z", "2028-02-28T00:00:00.000Z"],
    // Years 0..99 must not turn into 19xx.
    ["yearly", "0050-06-15T10:00:00.000Z", "0050-01-01T00:00:00.000Z"],
  ])("%s window of %s starts at %s", (period, at, start) => {
    expect(periodStart(period, utc(at)).toISOString()).toBe(start);
  });

  it("does not change the instant it is given", () => {
    const at = utc("2026-05-17T14:22:00.000Z");
    periodStart("yearly", at);
    expect(at.toISOString()).toBe("2026-05-17T14:22:00.000Z");
  });

  it("refuses an invalid date", () => {
    expect(() => periodStart("daily", new Date(Number.NaN))).toThrow(RangeError);
  });

  it("holds the instant, is its own start, and the instant before is in an earlier window", () => {
    const instant = fc.date({
      min: utc("1970-01-01T00:00:00.000Z"),
      max: utc("2200-12-31T23:59:59.999Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(fc.constantFrom(...calendarPeriods), instant, (period, at) => {
        const start = periodStart(period, at);
        const justBefore = new Date(start.getTime() - 1);
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(periodStart(period, start)).toEqual(start);
        expect(periodStart(period, justBefore).getTime()).toBeLessThan(start.getTime());
      }),
    );
  });
});

describe("windowStarts", () => {
  it("gives every calendar window of an instant", () => {
    const starts = windowStarts(utc("2026-01-01T00:30:00.000Z"));
    expect(
      Object.fromEntries(Object.entries(starts).map(([p, d]) => [p, d.toISOString()])),
    ).toEqual({
      hourly: "2026-01-01T00:00:00.000Z",
      daily: "2026-01-01T00:00:00.000Z",
      weekly: "2025-12-29T00:00:00.000Z",
      monthly: "2026-01-01T00:00:00.000Z",
      yearly: "2026-01-01T00:00:00.000Z",
    });
  });
});
