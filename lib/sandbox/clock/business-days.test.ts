import { describe, expect, it } from "vitest";
import { addBusinessDays } from "./business-days";

const at = (iso: string) => new Date(iso);

describe("addBusinessDays", () => {
  it("counts weekdays only, at the same time of day", () => {
    // 2026-11-26 is a Thursday.
    expect(addBusinessDays(at("2026-11-26T15:00:00Z"), 1)).toEqual(at("2026-11-27T15:00:00Z"));
    expect(addBusinessDays(at("2026-11-27T15:00:00Z"), 1)).toEqual(at("2026-11-30T15:00:00Z"));
    expect(addBusinessDays(at("2026-11-27T15:00:00Z"), 5)).toEqual(at("2026-12-04T15:00:00Z"));
  });

  it("from a weekend, the first business day after it", () => {
    expect(addBusinessDays(at("2026-11-28T10:00:00Z"), 1)).toEqual(at("2026-11-30T10:00:00Z"));
    expect(addBusinessDays(at("2026-11-29T23:59:59Z"), 1)).toEqual(at("2026-11-30T23:59:59Z"));
  });

  it("no delay is no wait", () => {
    expect(addBusinessDays(at("2026-11-28T10:00:00Z"), 0)).toEqual(at("2026-11-28T10:00:00Z"));
  });
});
