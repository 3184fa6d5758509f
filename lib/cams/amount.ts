import {
  type CurrencyCode,
  currencyCodes,
  currencyExponent,
  DEFAULT_CURRENCY,
  isCurrency,
} from "./currency-codes";
import { issue, type Loose, objectRule, type RuleContext, whenField } from "./helpers";
import {
  AMOUNT_MAX,
  AMOUNT_MAX_FRACTION_DIGITS,
  exceedsBalance,
  fractionDigits,
  parseTypedAmount,
} from "./minor-units";
import { z } from "./zod";

// The schemas of amounts; the plain rules they use are in minor-units.ts (exported from here
// too, for the server's imports).
export * from "./minor-units";

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

/** A form's amount field: the typed text in, the JSON number out (see parseTypedAmount). */
export const typedAmount = z.string({ error: "Amount is required" }).transform((typed, ctx) => {
  const parsed = parseTypedAmount(typed);
  if (parsed.ok) return parsed.amount;
  ctx.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});

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
