import { parseRejectReason } from "@/lib/cams";
import { fieldOf, textOf } from "./json-fields";

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
