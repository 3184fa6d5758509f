import { describe, expect, it } from "vitest";
import { pageCount, rangeText } from "./page-range";

describe("rangeText", () => {
  it.each([
    [1, 50, 50, 55, "1–50 of 55"],
    [2, 50, 5, 55, "51–55 of 55"],
    [1, 50, 50, 50, "1–50 of 50"],
    [2, 50, 1, 51, "51–51 of 51"],
    [1, 50, 1, 1, "1–1 of 1"],
    [1, 50, 0, 0, "0 of 0"],
    [3, 50, 0, 55, "0 of 55"],
    [2, 50, 50, undefined, "51–100"],
  ])("page %i of size %i with %i rows, total %s → %s", (page, size, rows, total, text) => {
    expect(rangeText(page, size, rows, total)).toBe(text);
  });
});

describe("pageCount", () => {
  it("counts pages at the 50 / 51 boundary", () => {
    expect(pageCount(1, 50, 50, 50)).toEqual({ pages: 1, hasNext: false });
    expect(pageCount(1, 50, 50, 51)).toEqual({ pages: 2, hasNext: true });
    expect(pageCount(2, 50, 1, 51)).toEqual({ pages: 2, hasNext: false });
  });

  it("gives an empty list one page", () => {
    expect(pageCount(1, 50, 0, 0)).toEqual({ pages: 1, hasNext: false });
  });

  it("guesses from a full page when the provider sends no total", () => {
    expect(pageCount(1, 50, 50, undefined)).toEqual({ pages: null, hasNext: true });
    expect(pageCount(1, 50, 49, undefined)).toEqual({ pages: null, hasNext: false });
  });
});
