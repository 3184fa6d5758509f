import { describe, expect, it } from "vitest";
import { clockAdvanceProblem } from "./schemas/simulation";

describe("clockAdvanceProblem", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const later = (ms: number) => new Date(now.getTime() + ms);
  const DAYS_400 = 400 * 86_400_000;

  it("refuses the same instant or earlier, and more than 400 days", () => {
    expect(clockAdvanceProblem(now, now)).toBe("not-ahead");
    expect(clockAdvanceProblem(now, later(-1))).toBe("not-ahead");
    expect(clockAdvanceProblem(now, later(DAYS_400 + 1))).toBe("too-far");
  });

  it("accepts a millisecond on, up to 400 days exactly", () => {
    expect(clockAdvanceProblem(now, later(1))).toBeNull();
    expect(clockAdvanceProblem(now, later(DAYS_400))).toBeNull();
  });
});
