import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination";

const render = (props: Partial<Parameters<typeof Pagination>[0]>) => {
  const html = renderToStaticMarkup(
    createElement(Pagination, {
      page: 1,
      pageSize: 50,
      total: 0,
      hrefFor: (page: number) => `/customers?page=${page}`,
      noun: "customers",
      ...props,
    }),
  );
  const text = html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");
  // A link to the next page, not the greyed-out label.
  return { text, next: /href="[^"]*page=\d+"[^>]*>Next/.test(html) };
};

describe("Pagination", () => {
  it("gives the range, the exact total and the pages, counts grouped", () => {
    expect(render({ page: 2, total: 1234 }).text).toContain(
      "51–100 of 1,234 customers · page 2 of 25",
    );
    expect(render({ page: 25, total: 1234 })).toMatchObject({
      text: expect.stringContaining("1,201–1,234 of 1,234 customers · page 25 of 25"),
      next: false,
    });
  });

  it("says 'more than' a capped count, and goes on while pages are full", () => {
    const full = render({ page: 3, total: 10_000, more: { rowsOnPage: 50 } });
    expect(full.text).toContain("101–150 of more than 10,000 customers · page 3");
    expect(full.text).not.toContain("page 3 of");
    expect(full.next).toBe(true);
    // Past the cap, the last page is the one that is not full.
    const last = render({ page: 205, total: 10_000, more: { rowsOnPage: 7 } });
    expect(last.text).toContain("10,201–10,207 of more than 10,000 customers · page 205");
    expect(last.next).toBe(false);
  });
});
