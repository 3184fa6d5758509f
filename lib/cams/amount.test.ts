import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AMOUNT_MAX,
  amount,
  checkAmountForCurrency,
  exceedsBalance,
  fractionDigits,
  fromMinorUnits,
  parseTypedAmount,
  toMinorUnits,
  typedAmount,
  withinBalance,
} from "./amount";
import { currencyCode } from "./currencies";
import { objectRule } from "./helpers";
import { z } from "./zod";

describe("amount", () => {
  it.each([
    [0.01, true],
    [1, true],
    [10.5, true],
    [0.29, true],
    [1234567.89, true],
    [0, false],
    [-1, false],
    [1.005, false],
    [0.001, false],
    [1e-7, false],
    [Number.NaN, false],
    ["10.00", false],
  ])("%s → %s", (value, ok) => {
    expect(amount.safeParse(value).success).toBe(ok);
  });

  it.each([
    [1, 0],
    [0.1, 1],
    [0.29, 2],
    [1.005, 3],
    [1e-7, 7],
    [1.5e-5, 6],
    [1e21, 0],
  ])("fractionDigits(%s) = %i", (value, digits) => {
    expect(fractionDigits(value)).toBe(digits);
  });

  const body = z
    .strictObject({ amount, currency: currencyCode.default("EUR") })
    .superRefine(checkAmountForCurrency, objectRule);

  it.each([
    [{ amount: 100, currency: "JPY" }, true],
    [{ amount: 100.5, currency: "JPY" }, false],
    [{ amount: 1.25, currency: "BHD" }, true],
    [{ amount: 1.25 }, true],
  ])("respects the currency exponent: %j → %s", (value, ok) => {
    const result = body.safeParse(value);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.path).toEqual(["amount"]);
  });
});

describe("minor units", () => {
  it.each([
    [0.29, "EUR", 29],
    [0.1, "EUR", 10],
    [1.1, "EUR", 110],
    [19.99, "EUR", 1999],
    [1234567.89, "EUR", 123456789],
    [500, "JPY", 500],
    [1.5, "BHD", 1500],
  ] as const)("toMinorUnits(%s, %s) = %i, and back", (value, currency, minor) => {
    expect(toMinorUnits(value, currency)).toBe(minor);
    expect(fromMinorUnits(minor, currency)).toBe(value);
  });

  it.each([
    [1.005, "EUR"],
    [0.5, "JPY"],
    [Number.POSITIVE_INFINITY, "EUR"],
    [1e20, "EUR"],
  ] as const)("toMinorUnits(%s, %s) refuses", (value, currency) => {
    expect(() => toMinorUnits(value, currency)).toThrow(RangeError);
  });

  it("fromMinorUnits refuses fractions of a minor unit", () => {
    expect(() => fromMinorUnits(2.5, "EUR")).toThrow(RangeError);
  });

  it("round-trips any whole number of cents exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_000_000_000_000 }), (minor) => {
        const value = fromMinorUnits(minor, "EUR");
        return amount.safeParse(value).success && toMinorUnits(value, "EUR") === minor;
      }),
    );
  });

  it("refuses every amount with a third decimal", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        (cents, thousandth) => {
          const value = Number(
            `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}${thousandth}`,
          );
          return (
            !amount.safeParse(value).success &&
            (() => {
              try {
                toMinorUnits(value, "EUR");
                return false;
              } catch {
                return true;
              }
            })()
          );
        },
      ),
    );
  });
});

describe("parseTypedAmount", () => {
  it.each([
    ["12.50", 12.5],
    ["0.01", 0.01],
    ["0.29", 0.29],
    ["1.500", 1.5],
    [" 7 ", 7],
    ["007.10", 7.1],
    ["900719925474.09", AMOUNT_MAX],
  ])("reads %j as %s", (typed, value) => {
    expect(parseTypedAmount(typed)).toEqual({ ok: true, amount: value });
  });

  it.each([
    ["", "Amount is required"],
    ["1.005", "Amount can have at most 2 decimal places"],
    ["1.0000000000000001", "Amount can have at most 2 decimal places"],
    ["0", "Amount must be greater than 0"],
    ["0.00", "Amount must be greater than 0"],
    ["-5", "Amount must be greater than 0"],
    ["-0.01", "Amount must be greater than 0"],
    ["900719925474.10", "Amount is too large"],
    ["99999999999999999999", "Amount is too large"],
    ["12,50", "Write the amount with a dot for decimals and no separators, e.g. 1250.50"],
    ["1,250.50", "Write the amount with a dot for decimals and no separators, e.g. 1250.50"],
    ["1e3", "Amount must be a number, e.g. 12.50"],
    [".5", "Amount must be a number, e.g. 12.50"],
    ["+5", "Amount must be a number, e.g. 12.50"],
    ["12.", "Amount must be a number, e.g. 12.50"],
    ["Infinity", "Amount must be a number, e.g. 12.50"],
  ])("refuses %j: %s", (typed, message) => {
    expect(parseTypedAmount(typed)).toEqual({ ok: false, message });
  });

  it("sends exactly what was typed, for every whole number of cents up to the maximum", () => {
    const maxCents = Math.round(AMOUNT_MAX * 100);
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: maxCents }), fc.constant(maxCents)),
        (cents) => {
          const typed = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
          const parsed = parseTypedAmount(typed);
          return (
            parsed.ok &&
            amount.safeParse(parsed.amount).success &&
            toMinorUnits(parsed.amount, "EUR") === cents &&
            Number(JSON.stringify(parsed.amount)).toFixed(2) === typed
          );
        },
      ),
    );
  });

  it("leaves the currency's exponent to the body's rule, every field checked at once", () => {
    const form = z
      .strictObject({ amount: typedAmount, currency: currencyCode, note: z.string().min(1) })
      .superRefine(checkAmountForCurrency, objectRule);
    expect(form.parse({ amount: "100", currency: "JPY", note: "x" }).amount).toBe(100);
    const refused = form.safeParse({ amount: "100.50", currency: "JPY", note: "x" });
    expect(refused.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["amount"], "Amount in JPY can have at most 0 decimal places"],
    ]);
    const both = form.safeParse({ amount: "1.005", currency: "EUR", note: "" });
    expect(both.error?.issues.map((i) => i.path[0])).toEqual(["amount", "note"]);
  });
});

describe("the available balance", () => {
  it("allows all of it, and refuses one cent more", () => {
    expect(exceedsBalance(120, 120, "EUR")).toBe(false);
    expect(exceedsBalance(120.01, 120, "EUR")).toBe(true);
    expect(exceedsBalance(0.29, 0.29, "EUR")).toBe(false);
    expect(exceedsBalance(0.3, 0.29, "EUR")).toBe(true);
    expect(exceedsBalance(0.01, 0, "EUR")).toBe(true);
  });

  it("leaves it to the provider when the balance or currency is unknown", () => {
    expect(exceedsBalance(5, undefined, "EUR")).toBeNull();
    expect(exceedsBalance(5, null, "EUR")).toBeNull();
    expect(exceedsBalance(5, 1, "XYZ")).toBeNull();
  });

  it("puts an overdraft on the amount field of a form, in the given words", () => {
    const schema = withinBalance(
      z.object({ amount: z.number() }),
      { balance: 120, currency: "EUR" },
      "More than the available balance of €120.00",
    );
    expect(schema.safeParse({ amount: 120 }).success).toBe(true);
    const refused = schema.safeParse({ amount: 120.01 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ["amount"],
        message: "More than the available balance of €120.00",
      }),
    ]);
  });
});
