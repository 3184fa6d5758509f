import { describe, expect, it } from "vitest";
import { type JsBudget, overBudget, readJsBudget } from "./js-budget";
import { scriptsOf } from "./js-size";

const budget: JsBudget = {
  goalKb: 150,
  note: "test",
  routes: {
    "/login": { budgetKb: 150, measuredKb: 140 },
    "/customers": { budgetKb: 10, measuredKb: 9 },
  },
};

describe("overBudget", () => {
  it("passes a route at its budget exactly and fails one a byte over", () => {
    expect(overBudget(budget, { "/login": 150 * 1024, "/customers": 10 * 1024 })).toEqual([]);
    expect(overBudget(budget, { "/login": 150 * 1024 + 1, "/customers": 10 * 1024 })).toEqual([
      "/login: 150.0 kB of first-load JS is over its budget of 150 kB (goal 150 kB)",
    ]);
  });

  it("fails a route the budget names but nobody measured", () => {
    expect(overBudget(budget, { "/login": 1 })).toEqual(["/customers: not measured"]);
  });

  it("reads the committed budget: every route under budget, the goal recorded beside them", () => {
    const committed = readJsBudget("bench/js-budget.json");
    expect(committed.goalKb).toBe(150);
    expect(Object.keys(committed.routes)).toContain("/login");
    expect(Object.keys(committed.routes).length).toBeGreaterThanOrEqual(4);
    for (const route of Object.values(committed.routes))
      expect(route.budgetKb).toBeGreaterThanOrEqual(route.measuredKb);
  });
});

describe("scriptsOf", () => {
  it("takes the page's own scripts and preloads, not a legacy noModule script nor another origin's", () => {
    const html = `<link rel="preload" as="script" href="/_next/a.js"/><link rel="stylesheet" href="/x.css"/>
      <script src="/_next/a.js" async=""></script><script src="/_next/b.js?v=1&amp;x=2"></script>
      <script src="/_next/polyfill.js" noModule=""></script><script src="https://cdn.example/c.js"></script>
      <script>inline()</script>`;
    expect(scriptsOf(html)).toEqual(["/_next/a.js", "/_next/b.js?v=1&x=2"]);
  });
});
