import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { enumLabel } from "@/components/ui/enum-options";
import { formatTimestamp } from "@/components/ui/format";
import { RejectReasons } from "@/features/events";
import type { latestVerification } from "@/features/events/server";
import { parseRejectReason } from "@/lib/cams";

type Verification = Awaited<ReturnType<typeof latestVerification>>;

const tones: Record<string, BadgeTone> = { Approved: "good", Rejected: "bad" };

/** The latest user.verification.status webhook applied for this customer, with its reasons. */
export function VerificationStatus({ verification }: { verification: Verification }) {
  return (
    <DetailSection id="verification" title="Verification">
      {verification ? (
        <div className="text-sm">
          <Badge tone={tones[verification.status] ?? "warn"}>
            {enumLabel(verification.status)}
          </Badge>
          <span className="ml-2 text-slate-600">
            reported {formatTimestamp(verification.eventCreatedAt)}
          </span>
          <RejectReasons reasons={(verification.rejectReason ?? []).map(parseRejectReason)} />
        </div>
      ) : (
        <Muted>No verification event received for this customer yet.</Muted>
      )}
    </DetailSection>
  );
}
