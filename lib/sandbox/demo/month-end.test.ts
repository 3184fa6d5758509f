import { describe, expect, it } from "vitest";
import { monthEndMoment } from "./month-end";

describe("monthEndMoment", () => {
  it("is 22:00 UTC on this month's last day, or the next month's once that has passed", () => {
    expect(monthEndMoment(new Date("2026-11-27T20:00:00Z"))).toEqual(
      new Date("2026-11-30T22:00:00Z"),
    );
    expect(monthEndMoment(new Date("2026-11-30T21:59:59Z"))).toEqual(
      new Date("2026-11-30T22:00:00Z"),
    );
    expect(monthEndMoment(new Date("2026-11-30T22:00:00Z"))).toEqual(
      new Date("2026-12-31T22:00:00Z"),
    );
    expect(monthEndMoment(new Date("2027-02-01T00:00:00Z"))).toEqual(
      new Date("2027-02-28T22:00:00Z"),
    );
  });
});
