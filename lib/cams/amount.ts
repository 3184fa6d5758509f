import { z } from "zod";
import { type CurrencyCode, currencyCodes, currencyExponent, DEFAULT_CURRENCY } from "./currencies";
import { issue, type Loose, objectRule, type RuleContext, whenField } from "./helpers";

const AMOUNT_MAX_FRACTION_DIGITS = 2;
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
  .max(AMOUNT_MAX, "Amount is too large")
  // JSON Schema's multipleOf says "at most 2 decimals"; careful validators compare it exactly
  // (0.29 is a multiple of 0.01), as `fractionDigits` does.
  .meta({
    multipleOf: 10 ** -AMOUNT_MAX_FRACTION_DIGITS,
    description: `A positive number with at most ${AMOUNT_MAX_FRACTION_DIGITS} decimals, and no more than its currency has: none for zero-decimal currencies such as JPY.`,
  });

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

/**
 * `checkAmountForCurrency` in JSON Schema, for the OpenAPI document: for each currency exponent
 * below two, an amount in such a currency is a multiple of its minor unit (1 for JPY).
 */
function amountForCurrencyJsonSchema() {
  const exponents = new Map<number, CurrencyCode[]>();
  for (const code of currencyCodes) {
    const exponent = currencyExponent(code);
    if (exponent < AMOUNT_MAX_FRACTION_DIGITS)
      exponents.set(exponent, [...(exponents.get(exponent) ?? []), code]);
  }
  return {
    allOf: [...exponents].map(([exponent, codes]) =>
      whenField(
        "currency",
        { enum: codes },
        { properties: { amount: { multipleOf: 10 ** -exponent } } },
      ),
    ),
  };
}

/** A money body that checks its amount against its currency, and publishes what it can of that. */
export function withAmountForCurrency<S extends z.ZodType<Loose>>(schema: S) {
  return schema.superRefine(checkAmountForCurrency, objectRule).meta(amountForCurrencyJsonSchema());
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

/** A form's amount field: the typed text in, the JSON number out (see parseTypedAmount). */
export const typedAmount = z.string({ error: "Amount is required" }).transform((typed, ctx) => {
  const parsed = parseTypedAmount(typed);
  if (parsed.ok) return parsed.amount;
  ctx.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});

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
 * A money form's schema that also refuses, on the amount field, more than the account holds:
 * for what leaves an account (a debit, a transfer, an outgoing credit transfer). The provider
 * still refuses it on its own; this says so before anything is sent.
 */
export function withinBalance<S extends z.ZodType<{ amount: number }>>(
  schema: S,
  account: { balance?: number | null; currency: string },
  message: string,
) {
  return schema.superRefine((values, ctx) => {
    if (exceedsBalance(values.amount, account.balance, account.currency))
      ctx.addIssue({ code: "custom", path: ["amount"], message });
  });
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
