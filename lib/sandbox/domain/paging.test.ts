import { describe, expect, it } from "vitest";
import { pageWindow } from "./paging";

describe("pageWindow", () => {
  it("reads page 1 and pages up to the middle from the newest end", () => {
    expect(pageWindow(100, 1, 10)).toEqual({ from: "newest", offset: 0, limit: 10 });
    expect(pageWindow(100, 6, 10)).toEqual({ from: "newest", offset: 50, limit: 10 });
  });

  it("reads a page past the middle from the oldest end, skipping what lies after it", () => {
    expect(pageWindow(100, 7, 10)).toEqual({ from: "oldest", offset: 30, limit: 10 });
    expect(pageWindow(100, 10, 10)).toEqual({ from: "oldest", offset: 0, limit: 10 });
    // The last page of a million skips nothing instead of 999,950 rows.
    expect(pageWindow(1_000_000, 20_000, 50)).toEqual({ from: "oldest", offset: 0, limit: 50 });
  });

  it("gives a short last page only the rows that are left", () => {
    expect(pageWindow(95, 10, 10)).toEqual({ from: "oldest", offset: 0, limit: 5 });
    expect(pageWindow(95, 9, 10)).toEqual({ from: "oldest", offset: 5, limit: 10 });
  });

  it("has nothing past the end, nor in an empty list", () => {
    expect(pageWindow(100, 11, 10)).toBeNull();
    expect(pageWindow(0, 1, 50)).toBeNull();
  });

  it("reads every page from the newest end when the total is not exact", () => {
    expect(pageWindow(Number.POSITIVE_INFINITY, 400, 50)).toEqual({
      from: "newest",
      offset: 19_950,
      limit: 50,
    });
  });
});
