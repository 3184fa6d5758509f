import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  amount,
  checkAmountForCurrency,
  fractionDigits,
  fromMinorUnits,
  toMinorUnits,
} from "./amount";
import { currencyCode } from "./currencies";
import { objectRule } from "./helpers";

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
