import { describe, expect, it } from "vitest";
import { describeOffset } from "./clock-badge";

describe("describeOffset", () => {
  it("says how far from real time, in its two largest units", () => {
    expect(describeOffset(86_400)).toBe("1 day ahead");
    expect(describeOffset(2 * 86_400 + 3 * 3600 + 60)).toBe("2 days 3 hours ahead");
    expect(describeOffset(3600 + 120)).toBe("1 hour 2 minutes ahead");
    expect(describeOffset(-300)).toBe("5 minutes behind");
  });

  it("reads under a minute as real time", () => {
    expect(describeOffset(0)).toBeNull();
    expect(describeOffset(59)).toBeNull();
    expect(describeOffset(-59)).toBeNull();
    expect(describeOffset(60)).toBe("1 minute ahead");
  });
});
