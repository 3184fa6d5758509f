import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spendControlPeriods } from "./enums";
import {
  type SpendControlAuthorization,
  type SpendControlPeriod,
  type SpendControlRules,
  type SpendControlUsage,
  type SpendControlWindow,
  spendControlDecision,
} from "./spend-control-decision";

const BIN = "411111";
const windows = spendControlPeriods.filter(
  (period): period is SpendControlWindow => period !== "PerTransaction",
);

/** The same usage in every window. */
function usageEverywhere(amountMinor: number, count: number): SpendControlUsage {
  return Object.fromEntries(windows.map((w) => [w, { amountMinor, count }])) as SpendControlUsage;
}
const noUsage = usageEverywhere(0, 0);

/** A group of BIN that restricts nothing, changed by `rules`. */
function group(rules: Partial<SpendControlRules> = {}): SpendControlRules {
  return {
    id: "group-1",
    bin: BIN,
    isEnabled: true,
    merchantCategoryCodes: [],
    merchantIds: [],
    terminalLocations: [],
    terminalIds: [],
    periodicity: null,
    periodicities: null,
    ...rules,
  };
}

const authorization: SpendControlAuthorization = {
  bin: BIN,
  amount: 10,
  currency: "EUR",
  merchant_category_code: "5411",
  merchant_id: "MERCHANT-1",
  terminal_id: "TERM-1",
  terminal_location: "DE",
};

const decide = (
  rules: Partial<SpendControlRules>,
  change: Partial<SpendControlAuthorization> = {},
  usage: SpendControlUsage = noUsage,
) => spendControlDecision([group(rules)], { ...authorization, ...change }, usage);

const approved = { approved: true };
const declined = (reason: string) => ({ approved: false, reason, groupId: "group-1" });

describe("spendControlDecision: the lists", () => {
  it.each<[string, Partial<SpendControlRules>, Partial<SpendControlAuthorization>, object]>([
    ["mcc in the list", { merchantCategoryCodes: ["5812", "5411"] }, {}, approved],
    [
      "mcc not in the list",
      { merchantCategoryCodes: ["5812"] },
      {},
      declined("merchant_category_code_not_allowed"),
    ],
    ["merchant id in the list", { merchantIds: ["MERCHANT-1"] }, {}, approved],
    [
      "merchant id not in the list",
      { merchantIds: ["MERCHANT-2"] },
      {},
      declined("merchant_id_not_allowed"),
    ],
    // Identifiers match exactly: no case folding.
    [
      "merchant id differing in case",
      { merchantIds: ["merchant-1"] },
      {},
      declined("merchant_id_not_allowed"),
    ],
    ["terminal location in the list", { terminalLocations: ["FR", "DE"] }, {}, approved],
    [
      "terminal location not in the list",
      { terminalLocations: ["FR"] },
      {},
      declined("terminal_location_not_allowed"),
    ],
    ["terminal id in the list", { terminalIds: ["TERM-1"] }, {}, approved],
    [
      "terminal id not in the list",
      { terminalIds: ["TERM-2"] },
      {},
      declined("terminal_id_not_allowed"),
    ],
    ["every list empty: no restriction", {}, {}, approved],
    [
      "every list matching",
      {
        merchantCategoryCodes: ["5411"],
        merchantIds: ["MERCHANT-1"],
        terminalLocations: ["DE"],
        terminalIds: ["TERM-1"],
      },
      {},
      approved,
    ],
    // One non-matching list declines however many others match; lists in the model's order.
    [
      "all lists match but the terminal id",
      { merchantCategoryCodes: ["5411"], terminalLocations: ["DE"], terminalIds: ["TERM-9"] },
      {},
      declined("terminal_id_not_allowed"),
    ],
    [
      "mcc and location both fail: mcc is named",
      { merchantCategoryCodes: ["5812"], terminalLocations: ["FR"] },
      {},
      declined("merchant_category_code_not_allowed"),
    ],
  ])("%s", (_name, rules, change, expected) => {
    expect(decide(rules, change)).toEqual(expected);
  });
});

describe("spendControlDecision: which groups apply", () => {
  const strict = { merchantCategoryCodes: ["5812"] };

  it("ignores a disabled group", () => {
    expect(decide({ ...strict, isEnabled: false })).toEqual(approved);
  });

  it("ignores a group of another bin", () => {
    expect(decide({ ...strict, bin: "422222" })).toEqual(approved);
    expect(decide(strict, { bin: "42222211" })).toEqual(approved);
  });

  it("approves with no groups at all", () => {
    expect(spendControlDecision([], authorization)).toEqual(approved);
  });

  it("needs every applying group to approve, and names the first that declines", () => {
    const groups = [
      group({ id: "open" }),
      group({ id: "country", terminalLocations: ["FR"] }),
      group({ id: "mcc", merchantCategoryCodes: ["5812"] }),
    ];
    expect(spendControlDecision(groups, authorization)).toEqual({
      approved: false,
      reason: "terminal_location_not_allowed",
      groupId: "country",
    });
    expect(spendControlDecision(groups.slice(0, 1), authorization)).toEqual(approved);
  });
});

describe("spendControlDecision: periodicities", () => {
  // 100.00 EUR limit: 90.00 used + 10.00 reaches it exactly; 10.01 goes over.
  it.each(windows)("%s: max_amount may be reached, not exceeded", (period) => {
    const rules = { periodicities: [{ period, max_amount: 100 }] };
    const used = usageEverywhere(9000, 0);
    expect(decide(rules, { amount: 10 }, used)).toEqual(approved);
    expect(decide(rules, { amount: 10.01 }, used)).toEqual(
      declined(`${period.toLowerCase()}_amount_exceeded`),
    );
  });

  // 3 authorizations allowed: the third is approved (2 before it), the fourth is not.
  it.each(windows)("%s: max_count may be reached, not exceeded", (period) => {
    const rules = { periodicities: [{ period, max_count: 3 }] };
    expect(decide(rules, {}, usageEverywhere(0, 2))).toEqual(approved);
    expect(decide(rules, {}, usageEverywhere(0, 3))).toEqual(
      declined(`${period.toLowerCase()}_count_exceeded`),
    );
  });

  it("only the window's own usage counts", () => {
    const rules = { periodicities: [{ period: "Daily" as const, max_count: 1 }] };
    const heavyElsewhere = {
      ...usageEverywhere(10_000_00, 50),
      Daily: { amountMinor: 0, count: 0 },
    };
    expect(decide(rules, {}, heavyElsewhere)).toEqual(approved);
  });

  it("PerTransaction: max_amount limits this authorization alone", () => {
    const rules = { periodicities: [{ period: "PerTransaction" as const, max_amount: 10 }] };
    const used = usageEverywhere(1_000_000, 1000);
    expect(decide(rules, { amount: 10 }, used)).toEqual(approved);
    expect(decide(rules, { amount: 10.01 }, used)).toEqual(
      declined("per_transaction_amount_exceeded"),
    );
  });

  it("PerTransaction: max_count never declines, as a transaction is one", () => {
    const rules = { periodicities: [{ period: "PerTransaction" as const, max_count: 1 }] };
    expect(decide(rules, {}, usageEverywhere(0, 1000))).toEqual(approved);
  });

  it("checks PerTransaction, then the longest window first, amount before count", () => {
    const periodicities = [
      { period: "Hourly" as const, max_amount: 1, max_count: 1 },
      { period: "Lifetime" as const, max_amount: 1, max_count: 1 },
    ];
    const used = usageEverywhere(100, 1);
    expect(decide({ periodicities }, {}, used)).toEqual(declined("lifetime_amount_exceeded"));
    expect(
      decide({ periodicities: [...periodicities, { period: "PerTransaction", max_amount: 1 }] }),
    ).toEqual(declined("per_transaction_amount_exceeded"));
    expect(
      decide({ periodicities: [{ period: "Weekly", max_amount: 100, max_count: 1 }] }, {}, used),
    ).toEqual(declined("weekly_count_exceeded"));
  });

  it("applies the deprecated periodicity as one more limit", () => {
    const rules = { periodicity: { period: "Daily" as const, max_amount: 50 } };
    expect(decide(rules, { amount: 50 })).toEqual(approved);
    expect(decide(rules, { amount: 50.01 })).toEqual(declined("daily_amount_exceeded"));
    // Beside periodicities, on the same period: the stricter of the two decides.
    const both = { ...rules, periodicities: [{ period: "Daily" as const, max_amount: 500 }] };
    expect(decide(both, { amount: 60 })).toEqual(declined("daily_amount_exceeded"));
  });

  it("reads amounts in the authorization's currency, bounding a limit finer than it", () => {
    const rules = { periodicities: [{ period: "PerTransaction" as const, max_amount: 100.5 }] };
    expect(decide(rules, { amount: 100, currency: "JPY" })).toEqual(approved);
    expect(decide(rules, { amount: 101, currency: "JPY" })).toEqual(
      declined("per_transaction_amount_exceeded"),
    );
  });

  it("refuses to decide a window limit without the card's usage", () => {
    const rules = [group({ periodicities: [{ period: "Monthly", max_count: 5 }] })];
    expect(() => spendControlDecision(rules, authorization)).toThrow(TypeError);
    // A PerTransaction limit needs none.
    const perTransaction = [
      group({ periodicities: [{ period: "PerTransaction", max_amount: 5 }] }),
    ];
    expect(spendControlDecision(perTransaction, authorization)).toEqual(
      declined("per_transaction_amount_exceeded"),
    );
  });
});

describe("spendControlDecision: properties", () => {
  const pick = <T>(values: readonly T[]) => fc.subarray([...values]);
  const limit = fc.record(
    {
      period: fc.constantFrom<SpendControlPeriod>(...spendControlPeriods),
      max_amount: fc.integer({ min: 1, max: 50_000 }).map((cents) => cents / 100),
      max_count: fc.integer({ min: 1, max: 5 }),
    },
    { requiredKeys: ["period"] },
  );
  const arbitraryGroup = fc.record({
    id: fc.uuid(),
    bin: fc.constantFrom(BIN, "422222"),
    isEnabled: fc.boolean(),
    merchantCategoryCodes: pick(["5411", "5812", "5999"]),
    merchantIds: pick(["M1", "M2", "M3"]),
    terminalLocations: pick(["DE", "FR", "IE"]),
    terminalIds: pick(["T1", "T2"]),
    periodicity: fc.option(
      limit.map(({ period, max_amount }) => ({ period, max_amount })),
      { nil: null },
    ),
    periodicities: fc.option(fc.uniqueArray(limit, { selector: (l) => l.period, maxLength: 4 }), {
      nil: null,
    }),
  });
  const arbitraryAuthorization = fc.record({
    bin: fc.constantFrom(BIN, "422222"),
    amount: fc.integer({ min: 1, max: 20_000 }).map((cents) => cents / 100),
    currency: fc.constant("EUR" as const),
    merchant_category_code: fc.constantFrom("5411", "5812", "5999"),
    merchant_id: fc.constantFrom("M1", "M2", "M3"),
    terminal_id: fc.constantFrom("T1", "T2"),
    terminal_location: fc.constantFrom("DE", "FR", "IE"),
  });
  const window = fc.record({
    amountMinor: fc.integer({ min: 0, max: 60_000 }),
    count: fc.integer({ min: 0, max: 6 }),
  });
  const arbitraryUsage = fc.record(
    Object.fromEntries(windows.map((w) => [w, window])) as Record<
      SpendControlWindow,
      typeof window
    >,
  );

  it("is the first decline among the groups taken one by one, else an approval", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryGroup, { maxLength: 4 }),
        arbitraryAuthorization,
        arbitraryUsage,
        (groups, auth, usage) => {
          const alone = groups.map((g) => spendControlDecision([g], auth, usage));
          const expected = alone.find((decision) => !decision.approved) ?? approved;
          expect(spendControlDecision(groups, auth, usage)).toEqual(expected);
        },
      ),
    );
  });

  it("approves whatever no enabled group of the card's bin restricts", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryGroup, { maxLength: 4 }),
        arbitraryAuthorization,
        arbitraryUsage,
        (groups, auth, usage) => {
          const applying = groups.filter((g) => g.isEnabled && g.bin === auth.bin);
          const open = groups.map((g) =>
            applying.includes(g)
              ? {
                  ...g,
                  merchantCategoryCodes: [],
                  merchantIds: [],
                  terminalLocations: [],
                  terminalIds: [],
                  periodicity: null,
                  periodicities: null,
                }
              : g,
          );
          expect(spendControlDecision(open, auth, usage)).toEqual(approved);
        },
      ),
    );
  });

  it("never approves with more usage what it declines with less", () => {
    fc.assert(
      fc.property(
        arbitraryGroup,
        arbitraryAuthorization,
        arbitraryUsage,
        window,
        (g, auth, usage, extra) => {
          if (spendControlDecision([g], auth, usage).approved) return;
          const more = Object.fromEntries(
            windows.map((w) => [
              w,
              {
                amountMinor: usage[w].amountMinor + extra.amountMinor,
                count: usage[w].count + extra.count,
              },
            ]),
          ) as SpendControlUsage;
          expect(spendControlDecision([g], auth, more).approved).toBe(false);
        },
      ),
    );
  });
});
