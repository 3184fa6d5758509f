import { amount, parseTypedAmount } from "../amount";
import { countryCode } from "../countries";
import { spendControlPeriod, spendControlPeriods } from "../enums";
import { bin, merchantCategoryCode } from "../fields";
import {
  issue,
  type Loose,
  objectRule,
  type RuleContext,
  removed,
  text,
  tolerantEnum,
  whenField,
} from "../helpers";
import { z } from "../zod";

/** Deprecated (v1.58) single limit, still accepted. */
const periodicity = z.strictObject({
  period: spendControlPeriod,
  max_amount: amount.optional(),
});

const maxCount = z
  .number({ error: "Maximum count must be a whole number" })
  .int("Maximum count must be a whole number")
  .min(1, "Maximum count must be at least 1");

/** One limit of `periodicities` (v1.51): a limit without an amount or a count would limit nothing. */
const periodicityLimit = z
  .strictObject({
    period: spendControlPeriod,
    max_amount: amount.optional(),
    max_count: maxCount.optional(),
  })
  .refine((limit) => limit.max_amount !== undefined || limit.max_count !== undefined, {
    message: "Give a maximum amount, a maximum count or both",
  })
  // One transaction is always one: a count limit per transaction could never refuse anything.
  .refine((limit) => limit.period !== "PerTransaction" || limit.max_count === undefined, {
    message: "A maximum count does not apply per transaction: leave it empty",
    path: ["max_count"],
  })
  .meta({
    allOf: [
      { anyOf: [{ required: ["max_amount"] }, { required: ["max_count"] }] },
      whenField("period", { const: "PerTransaction" }, { not: { required: ["max_count"] } }),
    ],
  });

const periodsUniqueRule = { description: "Each period appears at most once in periodicities." };

function checkPeriodsUnique(value: Loose, ctx: RuleContext): void {
  if (!Array.isArray(value.periodicities)) return;
  const periods = value.periodicities.map((limit) => (limit as Loose | null)?.period);
  if (new Set(periods).size !== periods.length) {
    issue(ctx, ["periodicities"], "Each period can appear only once");
  }
}

/** Four list fields replaced `merchant` and `card_acceptor` in v1.9. */
const rules = {
  name: text,
  is_enabled: z.boolean(),
  merchant_category_codes: z.array(merchantCategoryCode),
  merchant_ids: z.array(text),
  terminal_locations: z.array(countryCode),
  terminal_ids: z.array(text),
  periodicity: periodicity
    .optional()
    .meta({ deprecated: true, description: "Deprecated since v1.58: use periodicities" }),
  periodicities: z.array(periodicityLimit).optional(),
  merchant: removed("merchant", {
    since: "v1.9",
    note: "use merchant_category_codes and merchant_ids",
  }),
  card_acceptor: removed("card_acceptor", {
    since: "v1.9",
    note: "use terminal_locations and terminal_ids",
  }),
};

// bin cannot be changed: UpdateSpendControlRequest omits it (v1.32), and so does our PATCH.
const binFixed = {
  bin: removed("bin", { since: "v1.32", note: "a spend control group's bin cannot be changed" }),
};

/** POST /control/spend. */
export const spendControlCreateRequest = z
  .strictObject({ bin, ...rules })
  .superRefine(checkPeriodsUnique, objectRule)
  .meta(periodsUniqueRule);

/** PUT /control/spend/{id}: UpdateSpendControlRequest, a full update without bin. */
export const updateSpendControlRequest = z
  .strictObject({ ...rules, ...binFixed })
  .superRefine(checkPeriodsUnique, objectRule)
  .meta(periodsUniqueRule);

/** PATCH /control/spend/{id}: any of the rules. */
export const spendControlPatchRequest = z
  .strictObject(rules)
  .partial()
  .extend(binFixed)
  .superRefine(checkPeriodsUnique, objectRule)
  .meta(periodsUniqueRule);

const periodResponse = tolerantEnum(spendControlPeriods);

export const spendControlResponse = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  bin: z.string().optional(),
  is_enabled: z.boolean().optional(),
  merchant_category_codes: z.array(z.string()).optional(),
  merchant_ids: z.array(z.string()).optional(),
  terminal_locations: z.array(z.string()).optional(),
  terminal_ids: z.array(z.string()).optional(),
  periodicity: z
    .looseObject({ period: periodResponse, max_amount: z.number().nullish() })
    .nullish(),
  periodicities: z
    .array(
      z.looseObject({
        period: periodResponse,
        max_amount: z.number().nullish(),
        max_count: z.number().nullish(),
      }),
    )
    .optional(),
});

// What a person types into the console's group form. Each list is typed one item per line (blank
// lines ignored), each limit's amount and count as text; each becomes the request's value and
// meets the same rules as above. A wrong line is named by its number, on its list.

/** A list typed one item per line, each item checked by `item`. */
function typedList<T>(item: z.ZodType<T>, what: string) {
  return z.string().transform((typed, ctx) => {
    const lines = typed.split(/\r?\n/).map((line) => line.trim());
    const items: T[] = [];
    lines.forEach((line, index) => {
      if (line === "") return;
      const checked = item.safeParse(line);
      if (checked.success) items.push(checked.data);
      else
        ctx.addIssue({
          code: "custom",
          message: `Line ${index + 1} (${line}): ${checked.error.issues[0]?.message ?? `not a valid ${what}`}`,
        });
    });
    return items;
  });
}

const typedCount = z.string().transform((typed, ctx) => {
  const trimmed = typed.trim();
  if (trimmed === "") return undefined;
  if (!/^\d+$/.test(trimmed)) {
    ctx.addIssue({ code: "custom", message: "Maximum count must be a whole number" });
    return z.NEVER;
  }
  return Number(trimmed);
});

const typedMaxAmount = z.string().transform((typed, ctx) => {
  if (typed.trim() === "") return undefined;
  const parsed = parseTypedAmount(typed);
  if (parsed.ok) return parsed.amount;
  ctx.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});

/** One limit row of the form: the period, and its maximum amount and count as typed. */
const periodicityLimitEntry = z
  .strictObject({ period: spendControlPeriod, max_amount: typedMaxAmount, max_count: typedCount })
  // A blank amount or count is left out of the limit, not sent empty.
  .transform(({ period, max_amount, max_count }) => ({
    period,
    ...(max_amount === undefined ? {} : { max_amount }),
    ...(max_count === undefined ? {} : { max_count }),
  }))
  .pipe(periodicityLimit);

/** The group's rules as the console's form holds them; the output is UpdateSpendControlRequest. */
export const spendControlEntry = z
  .strictObject({
    name: text,
    is_enabled: z.boolean(),
    merchant_category_codes: typedList(merchantCategoryCode, "merchant category code"),
    merchant_ids: typedList(text, "merchant id"),
    terminal_locations: typedList(
      z
        .string()
        .transform((code) => code.toUpperCase())
        .pipe(countryCode),
      "country",
    ),
    terminal_ids: typedList(text, "terminal id"),
    periodicities: z.array(periodicityLimitEntry),
  })
  .superRefine(checkPeriodsUnique, objectRule);
