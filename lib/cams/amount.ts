import { z } from "zod";
import { type CurrencyCode, currencyCodes, currencyExponent, DEFAULT_CURRENCY } from "./currencies";
import { issue, type Loose, type RuleContext } from "./helpers";

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

/** `amount`: a positive JSON number with at most 2 fraction digits (decimals only at the edge). */
export const amount = z
  .number({ error: "Amount must be a number" })
  .positive("Amount must be greater than 0")
  .refine(
    (value) => fractionDigits(value) <= AMOUNT_MAX_FRACTION_DIGITS,
    `Amount can have at most ${AMOUNT_MAX_FRACTION_DIGITS} decimal places`,
  )
  .max(AMOUNT_MAX, "Amount is too large");

/**
 * Object-level rule for money bodies: the amount may not be finer than its currency's minor
 * unit (no cents on JPY). `currency` defaults to EUR when absent.
 */
export function checkAmountForCurrency(value: Loose, ctx: RuleContext): void {
  const { amount: given, currency = DEFAULT_CURRENCY } = value;
  if (typeof given !== "number" || !isCurrency(currency)) return;
  const exponent = currencyExponent(currency);
  const digits = fractionDigits(given);
  // More than two digits is already reported by `amount` itself.
  if (digits > exponent && digits <= AMOUNT_MAX_FRACTION_DIGITS) {
    issue(ctx, ["amount"], `Amount in ${currency} can have at most ${exponent} decimal places`);
  }
}

function isCurrency(value: unknown): value is CurrencyCode {
  return (currencyCodes as readonly unknown[]).includes(value);
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
