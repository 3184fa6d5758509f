import { describe, expect, it } from "vitest";
import { dateRangeProblem, dayProblem, isDay } from "./date-range";

describe("isDay", () => {
  it("accepts real days written year-month-day", () => {
    expect(isDay("2026-01-31")).toBe(true);
    expect(isDay("2024-02-29")).toBe(true);
  });
  it("refuses days that do not exist and other spellings", () => {
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
    expect(isDay("2026-1-31")).toBe(false);
    expect(isDay("31/01/2026")).toBe(false);
    expect(isDay("yesterday")).toBe(false);
  });
});

describe("dateRangeProblem", () => {
  it("accepts empty ends, one end, and a range of one day", () => {
    expect(dateRangeProblem("", "")).toBeNull();
    expect(dateRangeProblem(null, undefined)).toBeNull();
    expect(dateRangeProblem("2026-01-01", "")).toBeNull();
    expect(dateRangeProblem("", "2026-01-01")).toBeNull();
    expect(dateRangeProblem("2026-01-01", "2026-01-01")).toBeNull();
  });
  it("refuses a start after the end, by one day", () => {
    expect(dateRangeProblem("2026-01-02", "2026-01-01")).toBe(
      "The range ends before it starts: choose a “to” date on or after 2026-01-02.",
    );
  });
  it("refuses a date that is not a date, at either end", () => {
    expect(dateRangeProblem("2026-02-30", "")).toMatch(/“2026-02-30” is not a date/);
    expect(dateRangeProblem("", "soon")).toMatch(/“soon” is not a date/);
    expect(dayProblem("2026-02-28")).toBeNull();
  });
});
