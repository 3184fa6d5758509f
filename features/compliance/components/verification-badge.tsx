import { Badge, type BadgeTone } from "@/components/ui/badge";
import { enumLabel } from "@/components/ui/enum-options";

const tones: Record<string, BadgeTone> = {
  Approved: "good",
  Rejected: "bad",
  DocumentExpired: "warn",
};

/** A user verification status as the provider reported it; unknown values shown as they came. */
export function VerificationBadge({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? "neutral"}>{enumLabel(status)}</Badge>;
}
