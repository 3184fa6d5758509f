import { amount, checkAmountForCurrency, typedAmount, withAmountForCurrency } from "../amount";
import { countryCode } from "../countries";
import { cardStatusCode, paymentStatus, reasonCode, userVerificationStatus } from "../enums";
import { iban, merchantCategoryCode } from "../fields";
import { objectRule, text, tolerantEnum, whenField } from "../helpers";
import { z } from "../zod";
import { money } from "./transfer";

// Bodies of the sandbox-only /simulate operations (never part of the provider's interface).

/**
 * Move a card's status as the provider would (printing, dispatch, a loss reported to its call
 * centre), and/or take it off its customer (`unassigned: true`; `false` gives it back). Which
 * moves are allowed is the sandbox's card status machine; the body only needs one of the two.
 */
export const simulateCardStatusRequest = z
  .strictObject({ status: cardStatusCode.optional(), unassigned: z.boolean().optional() })
  .refine((value) => value.status !== undefined || value.unassigned !== undefined, {
    message: "Give status, unassigned or both",
  })
  // The object has only these two fields, so "at least one field" is "either or both".
  .meta({ minProperties: 1 });

const merchantAndTerminal = {
  merchant_category_code: merchantCategoryCode,
  merchant_id: text,
  terminal_id: text,
  terminal_location: countryCode,
};

/** A card authorization run through the card's spend controls and the programme's spend limits. */
export const simulateCardAuthorizationRequest = withAmountForCurrency(
  z.strictObject({ ...money, ...merchantAndTerminal, card_acceptor_id: text.optional() }),
);

/** The console's authorization what-if form: the same body, its amount as a person types it. */
export const cardAuthorizationEntry = z
  .strictObject({ amount: typedAmount, currency: money.currency, ...merchantAndTerminal })
  .superRefine(checkAmountForCurrency, objectRule);

/** What stops an authorization, in the order the sandbox checks it. */
export const authorizationStages = [
  "card_status",
  "spend_control",
  "programme_limit",
  "funds",
] as const;

/**
 * The dry run of a card authorization: what the sandbox would answer for the same body now,
 * and, when a spend control group declines it, which group and which rule (the group's id and
 * name, and the rule as the declined transaction's description names it, such as
 * `merchant_category_code_not_allowed`). Nothing is posted or recorded.
 */
export const authorizationDecisionResponse = z
  .object({
    approved: z.boolean(),
    response_code: z.string(),
    declined_by: tolerantEnum(authorizationStages).nullable(),
    reason: z.string().nullable(),
    spend_control: z
      .object({ id: z.string(), name: z.string(), rule: z.string() })
      .loose()
      .nullable(),
  })
  .loose();

export const simulateCustomerAmlRequest = z.strictObject({
  status: z.enum(["Active", "OnHold", "Rejected"], {
    error: "status must be Active, OnHold or Rejected",
  }),
});

export const simulateUserVerificationRequest = z.strictObject({
  status: userVerificationStatus,
  reject_reason: z.array(text).optional(),
});

/** Settle or reject an outgoing credit transfer; a rejection needs its ISO 20022 reason. */
export const simulateOutgoingCreditTransferRequest = z
  .strictObject({ payment_status: paymentStatus, reason_code: reasonCode.optional() })
  .refine((value) => value.payment_status !== "RJCT" || value.reason_code !== undefined, {
    message: "Choose a reason code: a rejected payment (RJCT) needs one",
    path: ["reason_code"],
  })
  .meta(whenField("payment_status", { const: "RJCT" }, { required: ["reason_code"] }));

export const simulateIncomingPaymentRequest = withAmountForCurrency(
  z.strictObject({ ...money, debtor_name: text, debtor_iban: iban }),
);

/** A SEPA direct debit collected from an account by an outside creditor under a mandate. */
export const simulateDirectDebitRequest = withAmountForCurrency(
  z.strictObject({
    ...money,
    creditor_name: text,
    creditor_iban: iban,
    mandate_id: text.max(35, "Mandate id cannot be longer than 35 characters"),
  }),
);

const windowLimit = z.strictObject({
  max_amount: amount.optional(),
  max_count: z.number().int().min(1).optional(),
});

const windows = {
  hourly: windowLimit.optional(),
  daily: windowLimit.optional(),
  weekly: windowLimit.optional(),
  monthly: windowLimit.optional(),
  yearly: windowLimit.optional(),
};

/**
 * The programme's limits, applied per account in the account's currency. Each maps to its error
 * family: load windows 4225024..4225038, spend windows 4225053..4225062, balances
 * 4225031/4225032, per transaction 4225073/4225074, accounts and cards per customer
 * 4224002/4224003. Absent means unlimited.
 */
export const programmeLimits = z.strictObject({
  load: z
    .strictObject({ ...windows, lifetime: windowLimit.pick({ max_count: true }).optional() })
    .optional(),
  spend: z.strictObject(windows).optional(),
  max_balance: amount.optional(),
  max_total_balance: amount.optional(),
  min_transaction_amount: amount.optional(),
  max_transaction_amount: amount.optional(),
  max_accounts_per_customer: z.number().int().min(1).optional(),
  max_cards_per_customer: z.number().int().min(1).optional(),
});

export const sandboxConfig = z.strictObject({
  /** When on, a Home address's country cannot be changed (4000001 with errors.Country). */
  user_verification_enabled: z.boolean().optional(),
  /**
   * Business days on the sandbox's clock before an accepted outgoing credit transfer settles
   * (ACSC) by itself; null: only by simulation. 1 until set.
   */
  settlement_delay_business_days: z.number().int().min(0).max(30).nullable().optional(),
  /**
   * Days on the sandbox's clock a physical card stays at 02 Embossing or 03 Printing before it
   * moves on to 04 Dispatched; null: only by simulation. 3 until set.
   */
  card_dispatch_delay_days: z.number().int().min(0).max(365).nullable().optional(),
});

/** The most the sandbox's clock moves in one step: a year and a month, so a yearly window can pass. */
export const MAX_CLOCK_ADVANCE_DAYS = 400;
const MAX_CLOCK_ADVANCE_SECONDS = MAX_CLOCK_ADVANCE_DAYS * 86_400;

/**
 * Why the sandbox's clock cannot be advanced from `now` to `target`, or null: never back or to
 * the same instant, and at most MAX_CLOCK_ADVANCE_DAYS at once. The sandbox refuses by it, and
 * the console checks by it first to say so in its own words.
 */
export function clockAdvanceProblem(now: Date, target: Date): "not-ahead" | "too-far" | null {
  const ms = target.getTime() - now.getTime();
  if (!(ms > 0)) return "not-ahead";
  if (ms > MAX_CLOCK_ADVANCE_SECONDS * 1000) return "too-far";
  return null;
}

/**
 * POST /simulate/clock/advance: forward by `seconds`, or to the instant `to`; one of them. Never
 * back, and at most 400 days at once. Whether `to` is ahead is the handler's to say: it knows
 * the sandbox's time.
 */
export const advanceSandboxClockRequest = z
  .strictObject({
    seconds: z
      .number({ error: "Enter the seconds as a whole number" })
      .int("Enter the seconds as a whole number")
      .min(1, "The clock only moves forward: enter at least 1 second")
      .max(
        MAX_CLOCK_ADVANCE_SECONDS,
        `Move the clock at most ${MAX_CLOCK_ADVANCE_DAYS} days (${MAX_CLOCK_ADVANCE_SECONDS} seconds) at once`,
      )
      .optional(),
    to: z.iso
      .datetime({
        offset: true,
        error: "Enter the time as ISO 8601 with its offset, such as 2026-12-01T00:00:00Z",
      })
      .optional(),
  })
  .refine((value) => (value.seconds === undefined) !== (value.to === undefined), {
    message: "Give either seconds or to: how far, or until when",
    path: ["seconds"],
  })
  // The refinement, as the OpenAPI document states it: exactly one of the two.
  .meta({ oneOf: [{ required: ["seconds"] }, { required: ["to"] }] });

/** The sandbox's clock: its time, whether it is frozen, and how far it is from real time. */
export const sandboxClockResponse = z
  .object({ now: z.string(), frozen: z.boolean(), offset_seconds: z.number() })
  .loose();

/** An advance's answer: the clock, and how many items of each kind fell due on the way. */
export const sandboxClockAdvanceResponse = sandboxClockResponse.extend({
  fell_due: z
    .object({
      settlements: z.number().int(),
      card_dispatches: z.number().int(),
      document_expiries: z.number().int(),
      webhooks: z.number().int(),
      complete: z.boolean(),
    })
    .loose(),
});

/** What the sandbox answers with: the stored settings, read tolerantly like every response. */
export const programmeLimitsResponse = programmeLimits.loose();
export const sandboxConfigResponse = sandboxConfig.loose();

/** A saved sandbox state's name: what a person types, and what a URL and the CLI carry. */
const SANDBOX_STATE_NAME = /^[A-Za-z0-9._-]{1,40}$/;
export const sandboxStateName = z
  .string({ error: "Enter a name for the state" })
  .regex(SANDBOX_STATE_NAME, "Use 1 to 40 letters, digits, dots, dashes or underscores");

/**
 * The built-in scenarios a sandbox can be loaded with: `demo` is the console's demo cast,
 * `month-end` a month's last evening with an edge of each kind about to fire.
 */
export const sandboxScenarios = ["demo", "month-end"] as const;
export type SandboxScenario = (typeof sandboxScenarios)[number];

export const saveSandboxStateRequest = z.strictObject({ name: sandboxStateName });
/** A body for the state operations that need none: JSON, so it is signed like any other. */
export const emptySimulationRequest = z.strictObject({});

/**
 * A state changed: its name, its rows, and the ids of the corporates it now holds (after a
 * scenario or a restore). The interface cannot list corporates, so a console enters these in
 * its own directory, or would never find them.
 */
export const sandboxStateResult = z
  .object({
    name: z.string().nullable(),
    rows: z.number().int(),
    corporate_ids: z.array(z.string()).optional(),
  })
  .loose();
export const sandboxStatesResponse = z
  .object({
    scenarios: z.array(z.object({ name: z.string(), description: z.string() }).loose()),
    states: z.array(
      z.object({ name: z.string(), created_date: z.string(), rows: z.number().int() }).loose(),
    ),
  })
  .loose();
