import { Badge, type BadgeTone } from "@/components/ui/badge";
import { type CardStatusCode, cardStatusNames } from "@/lib/cams";

const tones: Partial<Record<CardStatusCode, BadgeTone>> = {
  "00": "good",
  "01": "info",
  "02": "info",
  "03": "info",
  "04": "info",
  "05": "warn",
  "41": "bad",
  "43": "bad",
};

function isKnown(code: string): code is CardStatusCode {
  return Object.hasOwn(cardStatusNames, code);
}

/** "01 Ordered"; a code the console does not know shows as it came, with the provider's name. */
export function CardStatusBadge({ status, statusName }: { status: string; statusName?: string }) {
  const name = isKnown(status) ? cardStatusNames[status] : statusName;
  const tone = isKnown(status) ? (tones[status] ?? "neutral") : "neutral";
  return <Badge tone={tone}>{name ? `${status} ${name}` : status}</Badge>;
}
