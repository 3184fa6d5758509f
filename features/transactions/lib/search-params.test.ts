import { describe, expect, it } from "vitest";
import { noFilterText } from "./filters";
import {
  MAX_URL_PAGE,
  parseTransactionsUrl,
  transactionsSearch,
  urlProblem,
} from "./search-params";

describe("parseTransactionsUrl", () => {
  it("reads page 1 when the URL has none", () => {
    expect(parseTransactionsUrl({})).toMatchObject({
      page: 1,
      transaction: null,
      problem: null,
      filters: { ok: true, filters: null },
      scanned: 0,
    });
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
    expect(parseTransactionsUrl(params)).toMatchObject({ ...state, problem: null });
  });

  it("keeps filters and the scan's start, and round-trips them", () => {
    const filters = {
      ...noFilterText,
      min: "10",
      max: "20.50",
      direction: "debit",
      from: "2026-11-01",
    };
    const search = transactionsSearch({ page: 1, transaction: null, filters, scanned: 150 });
    expect(search).toBe("?min=10&max=20.50&direction=debit&from=2026-11-01&scanned=150");
    const parsed = parseTransactionsUrl(Object.fromEntries(new URLSearchParams(search)));
    expect(parsed).toMatchObject({ filterText: filters, scanned: 150, problem: null });
    expect(parsed.filters).toMatchObject({ ok: true, filters: { min: 10, max: 20.5 } });
  });
});

describe("filters in the URL", () => {
  it.each([["0"], ["50"], ["1234"]])("accepts scanned=%s", (raw) => {
    expect(parseTransactionsUrl({ min: "1", scanned: raw })).toMatchObject({
      scanned: Number(raw),
      problem: null,
    });
  });

  it.each([["-1"], ["1.5"], ["abc"], ["9".repeat(30)]])("refuses scanned=%j in words", (raw) => {
    const parsed = parseTransactionsUrl({ min: "1", scanned: raw });
    expect(parsed.problem).toMatch(/starting point/);
    expect(urlProblem(parsed)).toMatch(/starting point/);
  });

  it("refuses a minimum above the maximum beside the maximum, and says so", () => {
    const parsed = parseTransactionsUrl({ min: "20", max: "10" });
    expect(parsed.filters).toMatchObject({ ok: false, problems: { max: /below the minimum/ } });
    expect(urlProblem(parsed)).toMatch(/below the minimum/);
  });

  it("refuses an unknown type and an impossible date range", () => {
    expect(parseTransactionsUrl({ type: "Bogus" }).filters).toMatchObject({
      ok: false,
      problems: { type: /not a transaction type/ },
    });
    expect(parseTransactionsUrl({ from: "2026-12-01", to: "2026-11-01" }).filters).toMatchObject({
      ok: false,
      problems: { to: /ends before it starts/ },
    });
  });
});
