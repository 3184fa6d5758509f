import { Badge, type BadgeTone } from "@/components/ui/badge";
import { decisionLabels } from "@/features/compliance/lib/decision";
import type { ComplianceDecision } from "@/lib/db/schema/compliance-values";

const tones: Record<ComplianceDecision, BadgeTone> = {
  clear: "good",
  keep_on_hold: "warn",
  reject: "bad",
  escalate: "info",
};

export function DecisionBadge({ decision }: { decision: ComplianceDecision }) {
  return <Badge tone={tones[decision]}>{decisionLabels[decision]}</Badge>;
}
