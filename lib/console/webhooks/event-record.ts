import type { z } from "zod";
import { paymentStatusEvent, userVerificationStatusEvent, WebhookType } from "@/lib/cams";
import { dateOf, fieldOf, textOf } from "./json-fields";

/** What an understood event changes: the transfer's latest status, or the customer's verification. */
export type StateChange =
  | {
      kind: typeof WebhookType.PaymentStatus;
      transactionId: string;
      paymentStatus: string;
      reasonCode: string | null;
    }
  | {
      kind: typeof WebhookType.UserVerificationStatus;
      customerId: string;
      status: string;
      rejectReason: string[] | null;
    };

/** A received event as it is stored: what the Events page filters on, and what it changes. */
type EventRecord = {
  type: string;
  createdDate: Date;
  customerId: string | null;
  transactionId: string | null;
  payload: unknown;
  /** null: stored only (an unknown type, or a known type the console could not read). */
  change: StateChange | null;
  /** Why a known type was stored without being applied, in plain words, for the Events page. */
  problem?: string;
};

/** The type a body without one is stored under (the Standard Webhooks test vector has none). */
const UNTYPED_EVENT = "unknown";

/** The value at a parser's path in the body, or undefined where the body has nothing. */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * A parse failure as a sentence a reader of the Events page understands: which field of the
 * payload, and what was wrong with it. Not the parser's own text.
 */
function describeProblem(error: z.ZodError, body: unknown): string {
  const sentences = error.issues.slice(0, 5).map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "The payload";
    if (issue.path.length > 0 && valueAt(body, issue.path) === undefined)
      return `${field} is missing`;
    if (issue.code === "invalid_value") return `${field} holds a value the console does not know`;
    if (issue.code === "invalid_type") return `${field} is not a ${issue.expected}`;
    return `${field} is not in the form the specification gives`;
  });
  const more = error.issues.length > 5 ? `, and ${error.issues.length - 5} more` : "";
  return `${sentences.join("; ")}${more}.`;
}

function paymentChange(body: unknown): StateChange | string {
  const parsed = paymentStatusEvent.safeParse(body);
  if (!parsed.success) return describeProblem(parsed.error, body);
  const { data } = parsed.data;
  // The schema lets transaction_id be absent; without it there is no transfer to update.
  if (!data.transaction_id)
    return "data.transaction_id is missing: there is no transfer to update.";
  return {
    kind: WebhookType.PaymentStatus,
    transactionId: data.transaction_id,
    paymentStatus: data.payment_status,
    reasonCode: data.reason_code ?? null,
  };
}

function verificationChange(body: unknown): StateChange | string {
  const parsed = userVerificationStatusEvent.safeParse(body);
  if (!parsed.success) return describeProblem(parsed.error, body);
  const { data } = parsed.data;
  return {
    kind: WebhookType.UserVerificationStatus,
    customerId: data.customer_id,
    status: data.status,
    rejectReason: data.reject_reason ?? null,
  };
}

/**
 * The members of `webhookEvent` for the types we apply, picked by type so that the result is
 * typed and a failure says what was wrong. Any other type is `otherWebhookEvent`: stored only.
 */
const readers = new Map<string, (body: unknown) => StateChange | string>([
  [WebhookType.PaymentStatus, paymentChange],
  [WebhookType.UserVerificationStatus, verificationChange],
]);

/**
 * Turns a verified body into its stored form. Never refuses: an unknown type, or a known type
 * whose payload does not parse, is kept as it came and only not applied. `signedAt` (the
 * webhook-timestamp) orders an event that carries no usable created_date of its own.
 */
export function toEventRecord(body: unknown, signedAt: Date): EventRecord {
  const data = fieldOf(body, "data");
  const createdDate = dateOf(fieldOf(body, "created_date"));
  const record = {
    type: textOf(fieldOf(body, "type")) ?? UNTYPED_EVENT,
    createdDate: createdDate ?? signedAt,
    customerId: textOf(fieldOf(data, "customer_id")),
    transactionId: textOf(fieldOf(data, "transaction_id")),
    payload: body,
  };
  const read = readers.get(record.type);
  if (!read) return { ...record, change: null };
  const outcome = read(body);
  if (typeof outcome === "string") return { ...record, change: null, problem: outcome };
  // Without its own created_date an event cannot be ordered against the others: not applied.
  if (!createdDate)
    return {
      ...record,
      change: null,
      problem: "created_date is not a date and time: the event cannot be ordered.",
    };
  return { ...record, change: outcome };
}
