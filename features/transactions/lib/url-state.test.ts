import { describe, expect, it } from "vitest";
import { MAX_URL_PAGE, parseTransactionsUrl, transactionsSearch } from "./url-state";

describe("parseTransactionsUrl", () => {
  it("reads page 1 when the URL has none", () => {
    expect(parseTransactionsUrl({})).toEqual({ page: 1, transaction: null, problem: null });
    expect(parseTransactionsUrl({ page: "" }).page).toBe(1);
  });

  it.each([
    ["1", 1],
    ["2", 2],
    [" 3 ", 3],
    [String(MAX_URL_PAGE), MAX_URL_PAGE],
  ])("accepts page %j", (raw, page) => {
    expect(parseTransactionsUrl({ page: raw })).toMatchObject({ page, problem: null });
  });

  it.each([
    ["0", /pages start at 1/],
    ["-1", /pages start at 1/],
    ["abc", /not a page number/],
    ["1.5", /not a page number/],
    ["0x10", /not a page number/],
    ["1e3", /not a page number/],
    [String(MAX_URL_PAGE + 1), /too large/],
    ["99999999999999999999999", /too large/],
  ])("refuses page %j with a sentence", (raw, message) => {
    const parsed = parseTransactionsUrl({ page: raw });
    expect(parsed.page).toBeNull();
    expect(parsed.problem).toMatch(message);
  });

  it("shortens a long bad value in its message", () => {
    const parsed = parseTransactionsUrl({ page: "x".repeat(200) });
    expect(parsed.problem!.length).toBeLessThan(100);
  });

  it("takes the first of repeated parameters", () => {
    expect(parseTransactionsUrl({ page: ["2", "3"] }).page).toBe(2);
  });

  it("keeps the open transaction, even beside a bad page", () => {
    expect(parseTransactionsUrl({ transaction: "t-1" }).transaction).toBe("t-1");
    expect(parseTransactionsUrl({ page: "abc", transaction: "t-1" })).toMatchObject({
      page: null,
      transaction: "t-1",
    });
    expect(parseTransactionsUrl({ transaction: "  " }).transaction).toBeNull();
  });
});

describe("transactionsSearch", () => {
  it("leaves page 1 and a closed drawer out", () => {
    expect(transactionsSearch({ page: 1, transaction: null })).toBe("");
    expect(transactionsSearch({ page: 2, transaction: null })).toBe("?page=2");
    expect(transactionsSearch({ page: 1, transaction: "t 1" })).toBe("?transaction=t+1");
  });

  it("round-trips through the parser", () => {
    const state = { page: 7, transaction: "3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b" };
    const params = Object.fromEntries(new URLSearchParams(transactionsSearch(state)));
    expect(parseTransactionsUrl(params)).toEqual({ ...state, problem: null });
  });
});
