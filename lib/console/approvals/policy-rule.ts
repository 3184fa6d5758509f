// Which action a policy holds back: pure, so the server and the policies form read one rule.
// lib/cams's zod-free modules: the policies form reads this rule in the browser.
import { isCurrency } from "@/lib/cams/currency-codes";
import { toMinorUnits } from "@/lib/cams/minor-units";
import type { ApprovalMode } from "@/lib/db/schema/approval-values";

export type PolicyRule = {
  mode: ApprovalMode;
  thresholds: Record<string, number>;
  /** A bulk batch's row limit under "above"; null or absent: none. */
  maxRows?: number | null;
};

/** What a money action moves, as its body says it: the JSON amount and its currency. */
export type MovedAmount = { amount: number; currency: string };

/**
 * Whether an action needs a second person. "above" means strictly greater than the threshold of
 * the amount's own currency, compared in integer minor units: 1,000.00 EUR under a 1,000.00 EUR
 * threshold goes through, 1,000.01 EUR waits. A currency the policy sets no threshold for is
 * not kept waiting for approval (a USD debit under an EUR-only policy), nor is an action that
 * moves no amount. A bulk batch is judged by each currency's total, and by its number of rows
 * against the row limit (strictly more waits).
 */
export function needsApproval(
  rule: PolicyRule | null | undefined,
  moved?: MovedAmount | readonly MovedAmount[] | null,
  rows?: number | null,
) {
  if (!rule || rule.mode === "off") return false;
  if (rule.mode === "always") return true;
  if (rows != null && rule.maxRows != null && rows > rule.maxRows) return true;
  const amounts = moved == null ? [] : Array.isArray(moved) ? moved : [moved as MovedAmount];
  return amounts.some((one) => {
    if (!isCurrency(one.currency)) return false;
    const threshold = rule.thresholds[one.currency];
    return threshold !== undefined && toMinorUnits(one.amount, one.currency) > threshold;
  });
}
