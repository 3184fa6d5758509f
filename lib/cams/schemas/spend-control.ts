import { z } from "zod";
import { amount } from "../amount";
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
} from "../helpers";

/** Deprecated (v1.58) single limit, still accepted. */
export const periodicity = z.strictObject({
  period: spendControlPeriod,
  max_amount: amount.optional(),
});

/** One limit of `periodicities` (v1.51): a limit without an amount or a count would limit nothing. */
export const periodicityLimit = z
  .strictObject({
    period: spendControlPeriod,
    max_amount: amount.optional(),
    max_count: z.number().int().min(1).optional(),
  })
  .refine((limit) => limit.max_amount !== undefined || limit.max_count !== undefined, {
    message: "Give max_amount, max_count or both",
  })
  // One transaction is always one: a count limit per transaction could never refuse anything.
  .refine((limit) => limit.period !== "PerTransaction" || limit.max_count === undefined, {
    message: "max_count does not apply to PerTransaction",
    path: ["max_count"],
  });

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
  .superRefine(checkPeriodsUnique, objectRule);

/** PUT /control/spend/{id}: UpdateSpendControlRequest, a full update without bin. */
export const updateSpendControlRequest = z
  .strictObject({ ...rules, ...binFixed })
  .superRefine(checkPeriodsUnique, objectRule);

/** PATCH /control/spend/{id}: any of the rules. */
export const spendControlPatchRequest = z
  .strictObject(rules)
  .partial()
  .extend(binFixed)
  .superRefine(checkPeriodsUnique, objectRule);

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
