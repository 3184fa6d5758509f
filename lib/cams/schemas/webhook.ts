import {
  inwardOutwardValues,
  paymentStatuses,
  reasonCodes,
  schemes,
  transactionType,
  userVerificationStatuses,
} from "../enums";
import { issue, type Loose, objectRule, type RuleContext, tolerantEnum } from "../helpers";
import { z } from "../zod";

export const WebhookType = {
  PaymentStatus: "payment.status",
  UserVerificationStatus: "user.verification.status",
} as const;
const knownWebhookTypes: readonly string[] = Object.values(WebhookType);

/**
 * inward_outward may be left out only for ResolutionOfInvestigation on SEPA, and for DirectDebit
 * or Cancel(l)ation on SEPADirectDebit.
 */
function inwardOutwardIsOptional(scheme: string, type: string): boolean {
  if (scheme === "SEPA") return type === "ResolutionOfInvestigation";
  return scheme === "SEPADirectDebit" && (type === "DirectDebit" || type === "Cancellation");
}

/** settlement_date_time is populated only on outward (or unspecified) SEPA direct debits. */
function settlementDateTimeApplies(scheme: string, type: string, inwardOutward: unknown): boolean {
  return (
    scheme === "SEPADirectDebit" &&
    type === "DirectDebit" &&
    (inwardOutward === "Outward" || inwardOutward === null || inwardOutward === undefined)
  );
}

const isKnown = (values: readonly string[], value: unknown): value is string =>
  typeof value === "string" && values.includes(value);

// Checked only when scheme and transaction_type are known values: a future combination must not
// make us drop a webhook.
function checkPaymentStatusOptionals(value: Loose, ctx: RuleContext): void {
  const { scheme, transaction_type: type, inward_outward: direction } = value;
  if (!isKnown(schemes, scheme) || typeof type !== "string") return;
  if (direction == null && !inwardOutwardIsOptional(scheme, type)) {
    issue(ctx, ["inward_outward"], `inward_outward is required for ${type} on ${scheme}`);
  }
  if (value.settlement_date_time != null && !settlementDateTimeApplies(scheme, type, direction)) {
    issue(
      ctx,
      ["settlement_date_time"],
      "settlement_date_time is populated only for outward SEPADirectDebit DirectDebit payments",
    );
  }
}

/** payment.status: a status update on a payment received or sent to or from an account. */
export const paymentStatusData = z
  .looseObject({
    transaction_id: z.string().optional(),
    account_id: z.string().optional(),
    end_to_end_id: z.string().nullish(),
    amount: z.number().optional(),
    currency: z.string().optional(),
    payment_status: tolerantEnum(paymentStatuses),
    scheme: tolerantEnum(schemes),
    transaction_type: transactionType,
    inward_outward: tolerantEnum(inwardOutwardValues).nullish(),
    reason_code: tolerantEnum(reasonCodes).nullish(),
    settlement_date_time: z.string().nullish(),
  })
  .superRefine(checkPaymentStatusOptionals, objectRule);

const userVerificationStatusData = z.looseObject({
  customer_id: z.string(),
  status: tolerantEnum(userVerificationStatuses),
  reject_reason: z.array(z.string()).nullish(),
});

export const rejectReasonCategories = ["BadRequest", "FailedDependency"] as const;

/** "FailedDependency|document unreadable" → { category: "FailedDependency", detail: "document unreadable" }. */
export function parseRejectReason(reason: string): {
  category: (typeof rejectReasonCategories)[number] | null;
  detail: string;
} {
  const separator = reason.indexOf("|");
  const prefix = separator < 0 ? "" : reason.slice(0, separator);
  const category = rejectReasonCategories.find((known) => known === prefix) ?? null;
  return { category, detail: category ? reason.slice(separator + 1) : reason };
}

const envelope = {
  id: z.string(),
  created_date: z.string(),
};

export const paymentStatusEvent = z.looseObject({
  ...envelope,
  type: z.literal(WebhookType.PaymentStatus),
  data: paymentStatusData,
});

export const userVerificationStatusEvent = z.looseObject({
  ...envelope,
  type: z.literal(WebhookType.UserVerificationStatus),
  data: userVerificationStatusData,
});

/** A type we do not know yet is kept as it came, never refused. */
const otherWebhookEvent = z.looseObject({
  ...envelope,
  type: z
    .string()
    .refine((type) => !knownWebhookTypes.includes(type), "Known webhook type with a bad payload"),
  data: z.unknown(),
});

/** Webhook body `{ id, type, created_date, data }`. */
export const webhookEvent = z.union([
  paymentStatusEvent,
  userVerificationStatusEvent,
  otherWebhookEvent,
]);
