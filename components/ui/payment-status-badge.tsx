import { Badge, type BadgeTone } from "@/components/ui/badge";
import { meaningOf, paymentStatusMeanings } from "@/lib/cams/meanings";

function tone(status: string): BadgeTone {
  if (status === "ACSC" || status === "ACCC") return "good";
  if (status === "RJCT" || status === "CANC" || status === "BLCK") return "bad";
  return "warn";
}

/**
 * "ACCP — accepted, not yet settled": the ISO 20022 code with its words, wherever a payment
 * status shows (a transfer's timeline, a transactions list); an unknown code shows as it came.
 */
export function PaymentStatusBadge({ status }: { status: string }) {
  const meaning = meaningOf(paymentStatusMeanings, status);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone={tone(status)}>{status}</Badge>
      {/* The space is for reading the text ("ACSC — settled"); the flex gap draws it. */}
      {meaning && " "}
      {meaning && <span className="text-xs text-slate-700">— {meaning}</span>}
    </span>
  );
}
