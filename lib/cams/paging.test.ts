import { describe, expect, it } from "vitest";
import { listQuery, MAX_PAGE_SIZE, pagedResponse } from "./paging";
import { z } from "./zod";

describe("list query", () => {
  it("defaults to page 1 of 50", () => {
    expect(MAX_PAGE_SIZE).toBe(50);
    expect(listQuery.parse({})).toEqual({ page_number: 1, page_size: 50 });
  });

  it.each([
    [{ page_number: "2", page_size: "50" }, true],
    [{ page_size: "1" }, true],
    [{ page_size: "51" }, false],
    [{ page_size: "0" }, false],
    [{ page_number: "0" }, false],
    [{ page_number: "1.5" }, false],
    [{ page_number: "x" }, false],
    [{ page: "1" }, false],
  ])("%j → %s", (query, ok) => {
    expect(listQuery.safeParse(query).success).toBe(ok);
  });
});

describe("paged response", () => {
  const list = pagedResponse("transactions", z.looseObject({ transaction_id: z.string() }));

  it("reads the paging fields and the typed array, keeping unknown keys", () => {
    const page = {
      page_number: 1,
      page_size: 50,
      total_count: 1,
      transactions: [{ transaction_id: "t", x: 1 }],
      more: true,
    };
    expect(list.parse(page)).toEqual(page);
  });

  it("requires page_number and page_size, and a page_size of at most 50", () => {
    expect(list.safeParse({ page_size: 50, transactions: [] }).success).toBe(false);
    expect(list.safeParse({ page_number: 1, transactions: [] }).success).toBe(false);
    expect(list.safeParse({ page_number: 1, page_size: 51, transactions: [] }).success).toBe(false);
  });
});
