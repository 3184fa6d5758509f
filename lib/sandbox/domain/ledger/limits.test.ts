import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CurrencyCode,
  currencyExponent,
  ErrorCode,
  findErrorCode,
  type KnownErrorCode,
  programmeLimits,
} from "@/lib/cams";
import type { ProgrammeLimits } from "../../tables/programme";
import {
  type LimitCheck,
  type LimitDirection,
  type LimitMeasure,
  type LimitPeriod,
  limitRefusal,
  type WindowUsage,
  windowCodes,
} from "./limits";
import { calendarPeriods } from "./periods";

const periods: readonly LimitPeriod[] = [...calendarPeriods, "lifetime"];

/** The same usage in every window: consistent, since each window holds the shorter ones. */
function usageEverywhere(amountMinor: number, count: number): WindowUsage {
  return Object.fromEntries(periods.map((p) => [p, { amountMinor, count }])) as WindowUsage;
}

const noUsage = usageEverywhere(0, 0);

/** Parsed, so every configuration a test uses is one the programme could really hold. */
const limitsOf = (value: unknown): ProgrammeLimits => programmeLimits.parse(value);

/** A limit's place in `programmeLimits`, e.g. ["spend", "daily", "max_count"]. */
type LimitPath = readonly string[];

function limitsFrom(settings: readonly (readonly [LimitPath, number])[]): ProgrammeLimits {
  const limits: Record<string, unknown> = {};
  for (const [path, value] of settings) {
    let node = limits;
    for (const key of path.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[path.at(-1)!] = value;
  }
  return limitsOf(limits);
}

function refusal(check: Partial<LimitCheck> & Pick<LimitCheck, "limits">) {
  return limitRefusal({
    direction: "spend",
    amountMinor: 500,
    currency: "EUR",
    usage: noUsage,
    ...check,
  });
}

type WindowCase = [LimitDirection, LimitPeriod, LimitMeasure, KnownErrorCode];
const windowCases: WindowCase[] = Object.entries(windowCodes).flatMap(([direction, windows]) =>
  Object.entries(windows).flatMap(([period, codes]) =>
    Object.entries(codes).map(
      ([measure, code]) => [direction, period, measure, code] as WindowCase,
    ),
  ),
);

describe("windowCodes", () => {
  it("has the spec's 21 window codes, each once", () => {
    const codes = windowCases.map(([, , , code]) => code);
    expect(codes).toHaveLength(21);
    expect(new Set(codes).size).toBe(21);
  });

  // Cross-checks the map against the catalogue's wording, which is the spec's table.
  it.each(windowCases)("%s %s %s → %i, described as such", (_direction, period, measure, code) => {
    const detail = findErrorCode(code)?.detail ?? "";
    const periodWord = { hourly: "Hourly", daily: "Daily", weekly: "Weekly", monthly: "Monthly" };
    const word = { ...periodWord, yearly: "Yearly", lifetime: "Lifetime" }[period];
    expect(detail.startsWith(`${word} maximum`)).toBe(true);
    expect(detail).toContain(measure === "amount" ? "maximum amount" : "maximum number");
  });

  it("has neither a lifetime amount nor a spend lifetime limit", () => {
    expect(windowCodes.load.lifetime).toEqual({ count: ErrorCode.LoadLifetimeCountExceeded });
    expect("lifetime" in windowCodes.spend).toBe(false);
  });
});

describe("limitRefusal: window boundaries", () => {
  const movement = 500;
  const maxAmount = 100; // EUR, so 10_000 minor units
  const maxCount = 5;

  // For each window: the total after the movement at the limit − 1, at the limit, and above it.
  const boundaryCases = windowCases.flatMap(([direction, period, measure, code]) =>
    [-1, 0, 1].map((offset) => ({ direction, period, measure, code, offset })),
  );

  it.each(boundaryCases)(
    "$direction $period $measure: total after = limit $offset",
    ({ direction, period, measure, code, offset }) => {
      const limit = measure === "amount" ? { max_amount: maxAmount } : { max_count: maxCount };
      const usage =
        measure === "amount"
          ? usageEverywhere(maxAmount * 100 - movement + offset, 0)
          : usageEverywhere(0, maxCount - 1 + offset);
      const limits = limitsOf({ [direction]: { [period]: limit } });
      const expected = offset > 0 ? code : null;
      expect(refusal({ limits, direction, usage, amountMinor: movement })).toBe(expected);
    },
  );
});

/** Usage in one window only. */
const usedIn = (period: LimitPeriod, amountMinor: number, count: number): WindowUsage => ({
  ...noUsage,
  [period]: { amountMinor, count },
});

describe("limitRefusal: literal cases", () => {
  // Written out by hand, independent of windowCodes: the last movement let through, the first
  // refused, and its error.
  const load = "load" as const;
  it.each<[string, unknown, Partial<LimitCheck>, Partial<LimitCheck>, KnownErrorCode]>([
    [
      "loads up to 100 EUR a day",
      { load: { daily: { max_amount: 100 } } },
      { direction: load, usage: usedIn("daily", 9_000, 3), amountMinor: 1_000 },
      { direction: load, usage: usedIn("daily", 9_000, 3), amountMinor: 1_001 },
      ErrorCode.LoadDailyAmountExceeded,
    ],
    [
      "three spends an hour",
      { spend: { hourly: { max_count: 3 } } },
      { usage: usedIn("hourly", 2, 2) },
      { usage: usedIn("hourly", 3, 3) },
      ErrorCode.SpendHourlyCountExceeded,
    ],
    [
      "ten loads in a lifetime",
      { load: { lifetime: { max_count: 10 } } },
      { direction: load, usage: usedIn("lifetime", 0, 9) },
      { direction: load, usage: usedIn("lifetime", 0, 10) },
      ErrorCode.LoadLifetimeCountExceeded,
    ],
    [
      "spends up to 1000.50 EUR a year",
      { spend: { yearly: { max_amount: 1000.5 } } },
      { usage: usedIn("yearly", 100_000, 1), amountMinor: 50 },
      { usage: usedIn("yearly", 100_000, 1), amountMinor: 51 },
      ErrorCode.SpendYearlyAmountExceeded,
    ],
    [
      "one spend a day: loads are not spends",
      { spend: { daily: { max_count: 1 } } },
      { direction: load, usage: usedIn("daily", 0, 1) },
      { usage: usedIn("daily", 0, 1) },
      ErrorCode.SpendDailyCountExceeded,
    ],
    [
      "one load a day: spends are not loads",
      { load: { daily: { max_count: 1 } } },
      { usage: usedIn("daily", 0, 1) },
      { direction: load, usage: usedIn("daily", 0, 1) },
      ErrorCode.LoadDailyCountExceeded,
    ],
    // Limits are in the account's currency: 1000 is 1000 yen on a JPY account.
    [
      "at most 1000 yen",
      { max_transaction_amount: 1000 },
      { currency: "JPY", amountMinor: 1_000 },
      { currency: "JPY", amountMinor: 1_001 },
      ErrorCode.TransactionMaximumExceeded,
    ],
    [
      "at most 1000 EUR",
      { max_transaction_amount: 1000 },
      { currency: "EUR", amountMinor: 100_000 },
      { currency: "EUR", amountMinor: 100_001 },
      ErrorCode.TransactionMaximumExceeded,
    ],
    [
      "at most 99.99 yen a week, so 99",
      { spend: { weekly: { max_amount: 99.99 } } },
      { currency: "JPY", usage: usedIn("weekly", 90, 1), amountMinor: 9 },
      { currency: "JPY", usage: usedIn("weekly", 90, 1), amountMinor: 10 },
      ErrorCode.SpendWeeklyAmountExceeded,
    ],
  ])("%s", (_name, limits, lastAccepted, firstRefused, code) => {
    expect(refusal({ limits: limitsOf(limits), ...lastAccepted })).toBeNull();
    expect(refusal({ limits: limitsOf(limits), ...firstRefused })).toBe(code);
  });
});

describe("limitRefusal: per transaction, in the account's currency", () => {
  const limits = limitsOf({ min_transaction_amount: 10.5, max_transaction_amount: 1000.5 });

  it.each<[string, number, KnownErrorCode | null]>([
    ["EUR", 1_049, ErrorCode.TransactionMinimumNotReached],
    ["EUR", 1_050, null],
    ["EUR", 100_050, null],
    ["EUR", 100_051, ErrorCode.TransactionMaximumExceeded],
    // No minor unit: a minimum of 10.5 yen wants 11, a maximum of 1000.5 lets 1000 through.
    ["JPY", 10, ErrorCode.TransactionMinimumNotReached],
    ["JPY", 11, null],
    ["JPY", 1_000, null],
    ["JPY", 1_001, ErrorCode.TransactionMaximumExceeded],
    // Three decimals: 1000.5 BHD is 1_000_500 fils.
    ["BHD", 10_499, ErrorCode.TransactionMinimumNotReached],
    ["BHD", 10_500, null],
    ["BHD", 1_000_500, null],
    ["BHD", 1_000_501, ErrorCode.TransactionMaximumExceeded],
  ])("%s %i minor units → %s, loaded or spent", (currency, amountMinor, expected) => {
    for (const direction of ["load", "spend"] as const) {
      const balances = { balanceAfterMinor: amountMinor, customerTotalAfterMinor: amountMinor };
      expect(refusal({ limits, direction, currency, amountMinor, ...balances })).toBe(expected);
    }
  });
});

describe("limitRefusal: balance caps", () => {
  const limits = limitsOf({ max_balance: 1000, max_total_balance: 2500 });
  const load = { limits, direction: "load" as const };

  it.each<[number, number, KnownErrorCode | null]>([
    [99_999, 249_999, null],
    [100_000, 250_000, null],
    [100_001, 100_001, ErrorCode.BalanceLimitExceeded],
    [100_000, 250_001, ErrorCode.TotalBalanceLimitExceeded],
  ])("balance %i, customer total %i → %s", (balanceAfterMinor, customerTotalAfterMinor, code) => {
    expect(refusal({ ...load, balanceAfterMinor, customerTotalAfterMinor })).toBe(code);
  });

  it("does not cap spends, which only lower balances", () => {
    expect(refusal({ limits, balanceAfterMinor: 1e9, customerTotalAfterMinor: 1e9 })).toBeNull();
    expect(refusal({ limits })).toBeNull();
  });

  it("throws rather than let a load pass a cap it cannot check", () => {
    expect(() => refusal({ ...load, customerTotalAfterMinor: 0 })).toThrow(TypeError);
    expect(() => refusal({ ...load, balanceAfterMinor: 0 })).toThrow(TypeError);
  });
});

describe("limitRefusal: no limits", () => {
  const heavy = usageEverywhere(Number.MAX_SAFE_INTEGER / 2, 1e9);
  it.each([
    ["null", null],
    ["empty", limitsOf({})],
    ["empty windows", limitsOf({ load: {}, spend: { daily: {} } })],
    ["only account counts", limitsOf({ max_accounts_per_customer: 1, max_cards_per_customer: 1 })],
  ])("%s limits never refuse", (_name, limits) => {
    for (const direction of ["load", "spend"] as const) {
      expect(refusal({ limits, direction, usage: heavy, amountMinor: 1e12 })).toBeNull();
    }
  });
});

describe("limitRefusal: refuses bad input", () => {
  it.each([0, -1, 1.5, Number.NaN])("an amount of %s minor units", (amountMinor) => {
    expect(() => refusal({ limits: null, amountMinor })).toThrow(RangeError);
  });

  it.each(["eur", "XXX", ""])("the currency %j", (currency) => {
    expect(() => refusal({ limits: limitsOf({}), currency })).toThrow(RangeError);
  });
});

describe("limitRefusal: order of checks", () => {
  // Every limit is broken at once; lifting them one by one, in this order, shows each error in
  // turn. Values: a minimum the movement misses, maxima of 0.01 EUR or 1 transaction.
  type Step = readonly [LimitPath, KnownErrorCode];
  // windowCodes is pinned to the spec's wording above; this pins the order it is used in.
  const periodOrder = ["lifetime", "yearly", "monthly", "weekly", "daily", "hourly"] as const;

  function steps(direction: LimitDirection): Step[] {
    const caps: Step[] = [
      [["max_balance"], ErrorCode.BalanceLimitExceeded],
      [["max_total_balance"], ErrorCode.TotalBalanceLimitExceeded],
    ];
    const codes: Partial<Record<LimitPeriod, { amount?: KnownErrorCode; count?: KnownErrorCode }>> =
      windowCodes[direction];
    const windows = periodOrder.flatMap((period): Step[] => {
      const { amount, count } = codes[period] ?? {};
      return [
        ...(amount ? [[[direction, period, "max_amount"], amount] as const] : []),
        ...(count ? [[[direction, period, "max_count"], count] as const] : []),
      ];
    });
    return [
      [["min_transaction_amount"], ErrorCode.TransactionMinimumNotReached],
      [["max_transaction_amount"], ErrorCode.TransactionMaximumExceeded],
      ...(direction === "load" ? caps : []),
      ...windows,
    ];
  }

  const brokenBy = (path: LimitPath) =>
    path.at(-1) === "min_transaction_amount" ? 100 : path.at(-1) === "max_count" ? 1 : 0.01;

  it.each<LimitDirection>(["load", "spend"])("%s", (direction) => {
    const expected = steps(direction);
    expect(expected).toHaveLength(direction === "load" ? 15 : 12);
    const seen = expected.map((_, i) =>
      refusal({
        limits: limitsFrom(expected.slice(i).map(([path]) => [path, brokenBy(path)])),
        direction,
        amountMinor: 50,
        usage: usageEverywhere(0, 1),
        balanceAfterMinor: 50,
        customerTotalAfterMinor: 50,
      }),
    );
    expect(seen).toEqual(expected.map(([, code]) => code));
  });
});

describe("limitRefusal: property", () => {
  const amountPaths: LimitPath[] = [
    ["min_transaction_amount"],
    ["max_transaction_amount"],
    ["max_balance"],
    ["max_total_balance"],
  ];
  const windowPaths: LimitPath[] = windowCases.map(([direction, period, measure]) => [
    direction,
    period,
    measure === "amount" ? "max_amount" : "max_count",
  ]);
  const setting = (path: LimitPath) =>
    (path.at(-1) === "max_count"
      ? fc.integer({ min: 1, max: 10 })
      : fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100)
    ).map((value) => [path, value] as const);
  // A few limits at a time, on amounts of the same order, so both answers are common.
  const limits = fc
    .subarray([...amountPaths, ...windowPaths], { maxLength: 4 })
    .chain((paths) => fc.tuple(...paths.map(setting)))
    .map(limitsFrom);

  const check = fc.constantFrom<CurrencyCode>("EUR", "JPY", "BHD").chain((currency) => {
    const units = (max: number) =>
      fc.integer({ min: 0, max: max * 10 ** currencyExponent(currency) });
    const used = fc.record({ amountMinor: units(1_000), count: fc.nat({ max: 10 }) });
    return fc.record({
      limits,
      direction: fc.constantFrom<LimitDirection>("load", "spend"),
      amountMinor: units(200).map((minor) => minor + 1),
      currency: fc.constant(currency),
      usage: fc.record(
        Object.fromEntries(periods.map((p) => [p, used])) as Record<LimitPeriod, typeof used>,
      ),
      balanceAfterMinor: units(1_500),
      customerTotalAfterMinor: units(1_500),
    });
  });

  /** The sign of total − limit, exactly, in integers: the limit is written in cents. */
  const compare = (totalMinor: number, limit: number, currency: string) =>
    Math.sign(
      totalMinor * 100 - Math.round(limit * 100) * 10 ** currencyExponent(currency as CurrencyCode),
    );

  /** Every limit this movement would break, by its error. */
  function broken(input: LimitCheck & { limits: ProgrammeLimits }): Set<KnownErrorCode> {
    const { limits: l, direction, amountMinor, currency, usage: used } = input;
    const within = (total: number, limit: number | undefined) =>
      limit === undefined || compare(total, limit, currency) <= 0;
    const codes = new Set<KnownErrorCode>();
    const minimum = l.min_transaction_amount;
    if (minimum !== undefined && compare(amountMinor, minimum, currency) < 0) {
      codes.add(ErrorCode.TransactionMinimumNotReached);
    }
    if (!within(amountMinor, l.max_transaction_amount)) {
      codes.add(ErrorCode.TransactionMaximumExceeded);
    }
    if (direction === "load" && !within(input.balanceAfterMinor!, l.max_balance)) {
      codes.add(ErrorCode.BalanceLimitExceeded);
    }
    if (direction === "load" && !within(input.customerTotalAfterMinor!, l.max_total_balance)) {
      codes.add(ErrorCode.TotalBalanceLimitExceeded);
    }
    for (const [d, period, measure, code] of windowCases) {
      const window = (
        l[d] as Record<string, { max_amount?: number; max_count?: number }> | undefined
      )?.[period];
      if (d !== direction || !window) continue;
      const after = used[period];
      const fits =
        measure === "amount"
          ? within(after.amountMinor + amountMinor, window.max_amount)
          : window.max_count === undefined || after.count + 1 <= window.max_count;
      if (!fits) codes.add(code);
    }
    return codes;
  }

  it("accepts exactly when no total after the movement is above its limit, else names one", () => {
    fc.assert(
      fc.property(check, (input) => {
        const answer = limitRefusal(input);
        const expected = broken(input);
        if (answer === null) expect([...expected]).toEqual([]);
        else expect(expected.has(answer)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
