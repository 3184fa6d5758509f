import { describe, expect, it } from "vitest";
import { durationSeconds } from "./sandbox-states";

describe("durationSeconds", () => {
  it("reads a whole number and a unit", () => {
    expect(durationSeconds("90s")).toBe(90);
    expect(durationSeconds("30m")).toBe(1800);
    expect(durationSeconds("12h")).toBe(43_200);
    expect(durationSeconds("1d")).toBe(86_400);
  });

  it("refuses anything else", () => {
    for (const text of ["", "1", "d", "1 d", "-1d", "1.5d", "1w", undefined]) {
      expect(durationSeconds(text)).toBeNull();
    }
  });
});
