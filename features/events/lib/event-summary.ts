import { enumLabel, parseRejectReason, paymentStatusMeanings, WebhookType } from "@/lib/cams";
import { fieldOf, textOf } from "@/lib/console/webhooks/json-fields";

export type EventSummary = {
  /** payment_status for a payment, status for a verification: whichever the payload holds. */
  status: string | null;
  reasonCode: string | null;
  rejectReasons: ReturnType<typeof parseRejectReason>[];
};

/** What a row of the Events page shows, read from the stored payload (which may be malformed). */
export function summarizeEvent(payload: unknown): EventSummary {
  const data = fieldOf(payload, "data");
  const reasons = fieldOf(data, "reject_reason");
  return {
    status: textOf(fieldOf(data, "payment_status")) ?? textOf(fieldOf(data, "status")),
    reasonCode: textOf(fieldOf(data, "reason_code")),
    rejectReasons: Array.isArray(reasons)
      ? reasons.filter((r): r is string => typeof r === "string").map(parseRejectReason)
      : [],
  };
}

/** "accepted" from "accepted, not yet settled": the meaning's first words. */
function paymentStatusWord(status: string): string | null {
  const meaning = (paymentStatusMeanings as Record<string, string>)[status];
  return meaning ? (meaning.split(/[:,]/)[0] ?? meaning).toLowerCase() : null;
}

/** An event type in words: "Payment status", "Identity verification". */
function eventTypeLabel(type: string): string {
  if (type === WebhookType.PaymentStatus) return "Payment status";
  if (type === WebhookType.UserVerificationStatus) return "Identity verification";
  const words = type.replace(/[._]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An event as a sentence: "Payment settled (ACSC)", "Identity verification approved". A type or
 * status the console does not know yet is still named, in words.
 */
export function describeEvent(type: string, status: string | null): string {
  if (type === WebhookType.PaymentStatus) {
    const word = status ? paymentStatusWord(status) : null;
    if (!status) return "Payment status reported";
    return word ? `Payment ${word} (${status})` : `Payment status ${status}`;
  }
  if (type === WebhookType.UserVerificationStatus) {
    return status
      ? `Identity verification ${enumLabel(status).toLowerCase()}`
      : "Identity verification reported";
  }
  const words = type.replace(/[._]+/g, " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${status ? `: ${status}` : ""}`;
}

/**
 * An event's title in words: "Payment: settled", "Verification: rejected", "Payment: status
 * XYZ" for a status the console does not know, and the type in words for any other event.
 */
export function eventTitle(type: string, status: string | null): string {
  if (type === WebhookType.PaymentStatus) {
    if (!status) return "Payment: status not reported";
    return `Payment: ${paymentStatusWord(status) ?? `status ${status}`}`;
  }
  if (type === WebhookType.UserVerificationStatus)
    return status ? `Verification: ${enumLabel(status).toLowerCase()}` : "Verification: reported";
  return `${eventTypeLabel(type)}${status ? `: ${status}` : ""}`;
}
