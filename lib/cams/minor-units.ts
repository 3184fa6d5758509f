import { type CurrencyCode, currencyExponent, isCurrency } from "./currency-codes";

// Amounts as numbers and minor units, without zod: forms, filters and tables read these in the
// browser on pages that build no schema. The schemas that use them are in amount.ts.

export const AMOUNT_MAX_FRACTION_DIGITS = 2;

/** The largest amount whose cents are still an exact (safe) integer. */
export const AMOUNT_MAX = Math.floor(Number.MAX_SAFE_INTEGER / 100) / 100;

/**
 * Fraction digits of a number as JSON writes it (shortest round-trip form), so 0.29 has two
 * even though its binary value is 0.28999999999999998.
 */
export function fractionDigits(value: number): number {
  const [mantissa = "", exponent = "0"] = String(value).toLowerCase().split("e");
  const written = mantissa.split(".")[1]?.length ?? 0;
  return Math.max(0, written - Number(exponent));
}

/**
 * Exact decimal → integer minor units (0.29 EUR → 29). Throws a RangeError for an amount finer
 * than the currency allows (1.005 EUR) or too large to be exact: money must never be rounded
 * silently.
 */
export function toMinorUnits(value: number, currency: CurrencyCode): number {
  const exponent = currencyExponent(currency);
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not an amount`);
  if (fractionDigits(value) > exponent) {
    throw new RangeError(`${value} has more than ${exponent} decimal places for ${currency}`);
  }
  // toFixed picks the decimal nearest to the binary value, which is the one JSON wrote.
  const minor = Number(value.toFixed(exponent).replace(".", ""));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${value} ${currency} is too large`);
  return minor;
}

/** Integer minor units → the JSON number the interface carries (29 → 0.29 for EUR). */
export function fromMinorUnits(minor: number, currency: CurrencyCode): number {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`${minor} is not a whole number of minor units`);
  // A correctly rounded division yields the double nearest to the exact decimal.
  return minor / 10 ** currencyExponent(currency);
}

/** What a person may type: digits, then optionally a dot and digits. A minus is read only to say why it is refused. */
const TYPED_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const AMOUNT_MAX_CENTS = BigInt(Math.round(AMOUNT_MAX * 100));

type TypedAmount = { ok: true; amount: number } | { ok: false; message: string };

/**
 * A decimal typed in a form ("12.50") → the JSON number the interface carries, or why not.
 * Decided on the text, never on a float: "1.0000000000000001" is refused for its decimals rather
 * than read as 1. Trailing zeros change nothing ("1.500" is 1.5). A comma is refused, not
 * guessed: "12,50" means 12.50 to some people and 1250 to others. Up to AMOUNT_MAX an amount has
 * at most 14 significant digits, so its double prints back as exactly what was typed. The
 * currency's own exponent (no cents on JPY) is `checkAmountForCurrency`'s, as for any body.
 */
export function parseTypedAmount(typed: string): TypedAmount {
  const text = typed.trim();
  if (text === "") return { ok: false, message: "Amount is required" };
  if (text.includes(",")) {
    return {
      ok: false,
      message: "Write the amount with a dot for decimals and no separators, e.g. 1250.50",
    };
  }
  const match = TYPED_DECIMAL.exec(text);
  if (!match) return { ok: false, message: "Amount must be a number, e.g. 12.50" };
  const [, minus, whole = "", written = ""] = match;
  const fraction = written.replace(/0+$/, "");
  if (fraction.length > AMOUNT_MAX_FRACTION_DIGITS) {
    return {
      ok: false,
      message: `Amount can have at most ${AMOUNT_MAX_FRACTION_DIGITS} decimal places`,
    };
  }
  const cents = BigInt(whole + fraction.padEnd(AMOUNT_MAX_FRACTION_DIGITS, "0"));
  if (minus || cents === 0n) return { ok: false, message: "Amount must be greater than 0" };
  if (cents > AMOUNT_MAX_CENTS) return { ok: false, message: "Amount is too large" };
  return { ok: true, amount: Number(`${whole}.${fraction || "0"}`) };
}

/**
 * Whether taking `value` out of an account holding `balance` would overdraw it, which the
 * provider refuses (4225064, insufficient funds). All of the balance may go: equal is allowed.
 * Compared in minor units, never as floats. Null when it cannot be told (no balance, a currency
 * not in the list, an amount finer than the currency): the provider then judges alone.
 */
export function exceedsBalance(
  value: number,
  balance: number | null | undefined,
  currency: string,
): boolean | null {
  if (balance === null || balance === undefined || !isCurrency(currency)) return null;
  try {
    return toMinorUnits(value, currency) > toMinorUnits(balance, currency);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * A limit (decimal major units) in whole minor units. A limit finer than the currency, such as
 * 100.5 on a JPY account, is bounded rather than rounded: for a whole amount x, x ≤ 100.5 exactly
 * when x ≤ 100 (floor, for maxima) and x ≥ 100.5 exactly when x ≥ 101 (ceil, for minima).
 */
export function limitInMinorUnits(
  limit: number,
  currency: CurrencyCode,
  bound: (value: number) => number,
): number {
  const exponent = currencyExponent(currency);
  if (fractionDigits(limit) <= exponent) return toMinorUnits(limit, currency);
  // The product is then at least 0.01 from a whole number, and below AMOUNT_MAX its float error
  // is under 1/128: floor and ceil cannot land on the wrong side.
  return bound(limit * 10 ** exponent);
}
