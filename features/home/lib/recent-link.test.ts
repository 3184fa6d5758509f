import { describe, expect, it } from "vitest";
import { recentCustomersHref } from "./tiles";

describe("recentCustomersHref", () => {
  it("lists the customers created from the recent window's first day, newest first", () => {
    expect(recentCustomersHref(new Date("2026-03-08T10:00:00Z"))).toBe(
      "/customers?created_from=2026-03-01&sort=created&dir=desc",
    );
    // Just after midnight UTC the window starts late on the day 7 days back: that day is in.
    expect(recentCustomersHref(new Date("2026-03-08T00:00:01Z"))).toBe(
      "/customers?created_from=2026-03-01&sort=created&dir=desc",
    );
  });
});
