import {
  type CurrencyCode,
  currencyCode,
  ErrorCode,
  type KnownErrorCode,
  limitInMinorUnits,
} from "@/lib/cams";
import type { ProgrammeLimits } from "../../tables/programme";
import type { CalendarPeriod } from "./periods";

// The decision for one money movement against the programme's limits, before it posts.
//
// Our reading where the spec is silent:
// - Limits apply per account, in the account's currency: 1000 means 1000 EUR on a EUR account
//   and 1000 JPY on a JPY account (nothing is converted between currencies).
// - Loads are credits; spends are debits, transfers out, outgoing credit transfers and card
//   authorizations. Which one a transfer's credit side is, the caller decides.
// - A limit is a maximum that may be reached: a window refuses only what would take it above.
// - Checks run in a fixed order and the first failure is the answer: per-transaction minimum,
//   per-transaction maximum, then for loads the balance cap and the customer's total cap, then
//   the windows from the longest to the shortest, amount before count. Longest first so that
//   the refusal names the window that stays shut longest: a client that waits for it to reset
//   is not then refused by a longer one.

export type LimitDirection = "load" | "spend";
export type LimitPeriod = CalendarPeriod | "lifetime";
export type LimitMeasure = "amount" | "count";

/** Usage of one account in one direction, per window, BEFORE the movement being checked. */
export type WindowUsage = Record<LimitPeriod, { amountMinor: number; count: number }>;

type WindowCodes = Partial<Record<LimitPeriod, Partial<Record<LimitMeasure, KnownErrorCode>>>>;

/**
 * The error for each window limit. Only what the spec has a code for: there is no lifetime
 * amount, and no spend lifetime limit at all (nor does `programmeLimits` have them).
 */
export const windowCodes = {
  load: {
    hourly: {
      amount: ErrorCode.LoadHourlyAmountExceeded,
      count: ErrorCode.LoadHourlyCountExceeded,
    },
    daily: { amount: ErrorCode.LoadDailyAmountExceeded, count: ErrorCode.LoadDailyCountExceeded },
    weekly: {
      amount: ErrorCode.LoadWeeklyAmountExceeded,
      count: ErrorCode.LoadWeeklyCountExceeded,
    },
    monthly: {
      amount: ErrorCode.LoadMonthlyAmountExceeded,
      count: ErrorCode.LoadMonthlyCountExceeded,
    },
    yearly: {
      amount: ErrorCode.LoadYearlyAmountExceeded,
      count: ErrorCode.LoadYearlyCountExceeded,
    },
    lifetime: { count: ErrorCode.LoadLifetimeCountExceeded },
  },
  spend: {
    hourly: {
      amount: ErrorCode.SpendHourlyAmountExceeded,
      count: ErrorCode.SpendHourlyCountExceeded,
    },
    daily: {
      amount: ErrorCode.SpendDailyAmountExceeded,
      count: ErrorCode.SpendDailyCountExceeded,
    },
    weekly: {
      amount: ErrorCode.SpendWeeklyAmountExceeded,
      count: ErrorCode.SpendWeeklyCountExceeded,
    },
    monthly: {
      amount: ErrorCode.SpendMonthlyAmountExceeded,
      count: ErrorCode.SpendMonthlyCountExceeded,
    },
    yearly: {
      amount: ErrorCode.SpendYearlyAmountExceeded,
      count: ErrorCode.SpendYearlyCountExceeded,
    },
  },
} as const satisfies Record<LimitDirection, WindowCodes>;

/** The windows in the order they are checked (see above). */
const windowCheckOrder = [
  "lifetime",
  "yearly",
  "monthly",
  "weekly",
  "daily",
  "hourly",
] as const satisfies readonly LimitPeriod[];

export type LimitCheck = {
  limits: ProgrammeLimits | null;
  direction: LimitDirection;
  /** This movement, in whole minor units of `currency`. */
  amountMinor: number;
  /** The account's currency. */
  currency: string;
  usage: WindowUsage;
  /** Loads only: the account's balance if this movement posts. */
  balanceAfterMinor?: number;
  /** Loads only: the sum of the customer's balances in this currency if this movement posts. */
  customerTotalAfterMinor?: number;
};

/** The error a movement is refused with, or null when every limit lets it through. */
export function limitRefusal(check: LimitCheck): KnownErrorCode | null {
  const { limits, direction, amountMinor, usage } = check;
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`${amountMinor} is not a positive whole number of minor units`);
  }
  if (!limits) return null;
  const currency = accountCurrency(check.currency);
  const above = (totalMinor: number | undefined, limit: number | undefined) => {
    if (limit === undefined) return false;
    // A cap with no balance to hold it against is the caller's bug, never a pass.
    if (totalMinor === undefined) {
      throw new TypeError("a load under a balance cap needs the balances it would leave");
    }
    return totalMinor > limitInMinorUnits(limit, currency, Math.floor);
  };

  const minimum = limits.min_transaction_amount;
  if (minimum !== undefined && amountMinor < limitInMinorUnits(minimum, currency, Math.ceil)) {
    return ErrorCode.TransactionMinimumNotReached;
  }
  if (above(amountMinor, limits.max_transaction_amount)) {
    return ErrorCode.TransactionMaximumExceeded;
  }
  if (direction === "load") {
    if (above(check.balanceAfterMinor, limits.max_balance)) return ErrorCode.BalanceLimitExceeded;
    if (above(check.customerTotalAfterMinor, limits.max_total_balance)) {
      return ErrorCode.TotalBalanceLimitExceeded;
    }
  }

  const codes: WindowCodes = windowCodes[direction];
  const windows: Partial<Record<LimitPeriod, { max_amount?: number; max_count?: number }>> =
    limits[direction] ?? {};
  for (const period of windowCheckOrder) {
    const { amount, count } = codes[period] ?? {};
    const window = windows[period];
    const used = usage[period];
    if (amount && above(used.amountMinor + amountMinor, window?.max_amount)) return amount;
    if (count && window?.max_count !== undefined && used.count + 1 > window.max_count) return count;
  }
  return null;
}

function accountCurrency(currency: string): CurrencyCode {
  const parsed = currencyCode.safeParse(currency);
  if (!parsed.success) throw new RangeError(`${currency} is not an account currency`);
  return parsed.data;
}
