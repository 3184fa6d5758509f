// The browser's performance budget (issue 18, item 3): each route's first-load JavaScript,
// compressed as served, may not grow past its budget in bench/js-budget.json. The budgets are
// the sizes measured when they were set plus a small margin; `goalKb` is the goal
// (≤ 150 kB everywhere), which they do not meet yet. e2e/js-budget.spec.ts measures and checks.
import { readFileSync } from "node:fs";

export type JsBudget = {
  /** The goal for every route, in kB (1 kB = 1024 bytes), gzip as served. */
  goalKb: number;
  /** How the budgets were set: when, and with what margin. */
  note: string;
  /** Route pattern (as in app/) → its budget and the size measured when it was set, in kB. */
  routes: Record<string, { budgetKb: number; measuredKb: number }>;
};

export function readJsBudget(file = process.env.JS_BUDGET_FILE || "bench/js-budget.json") {
  return JSON.parse(readFileSync(file, "utf8")) as JsBudget;
}

/**
 * One line per route that breaks its budget: grown past it, or not measured at all (a budget
 * that nobody checks would pass forever). Empty when every route fits.
 */
export function overBudget(budget: JsBudget, measuredBytes: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const [route, { budgetKb }] of Object.entries(budget.routes)) {
    const bytes = measuredBytes[route];
    if (bytes === undefined) {
      problems.push(`${route}: not measured`);
      continue;
    }
    const kb = bytes / 1024;
    if (kb > budgetKb) {
      problems.push(
        `${route}: ${kb.toFixed(1)} kB of first-load JS is over its budget of ${budgetKb} kB (goal ${budget.goalKb} kB)`,
      );
    }
  }
  return problems;
}
