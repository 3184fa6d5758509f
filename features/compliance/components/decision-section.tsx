import { DetailSection, Muted } from "@/components/ui/detail-section";
import { formatTimestamp } from "@/components/ui/format";
import {
  decisionLabels,
  decisionTargetStatus,
  realProviderFollowUp,
} from "@/features/compliance/lib/decision";
import type { DecisionRecord } from "@/features/compliance/lib/records";
import { ApplyDecisionPanel } from "./apply-decision-panel";
import { DecisionBadge } from "./decision-badge";
import { DecisionForm } from "./decision-form";

type Props = {
  customerId: string;
  /** The provider's status now. */
  status: string | undefined;
  decisions: DecisionRecord[];
  onSandbox: boolean;
  /** The request of the AML decision that waits for a second person, if one does. */
  awaitingApproval?: string | null;
  /** "This status change will wait for …", when a policy holds applying a decision. */
  applyHold?: string | null;
};

/** What the decision in force asks of the provider, and whether this console can make it so. */
function ProviderFollowUp({
  customerId,
  status,
  decisions,
  onSandbox,
  awaitingApproval,
  applyHold,
}: Props) {
  const [inForce] = decisions;
  const target = inForce && decisionTargetStatus[inForce.decision];
  if (!onSandbox) {
    const next = inForce && realProviderFollowUp(inForce.decision, status);
    return next ? (
      <p
        role="status"
        data-testid="provider-follow-up"
        className="rounded-md bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200"
      >
        {next}
      </p>
    ) : (
      <Muted>
        This console runs on a real provider: decisions are kept in the console and its audit only.
        The provider changes a customer's AML status through its own process.
      </Muted>
    );
  }
  if (!inForce || !target) return null;
  if (status === target)
    return <Muted>The provider's status is {status}, as the decision in force asks.</Muted>;
  return (
    <ApplyDecisionPanel
      customerId={customerId}
      decisionId={inForce.id}
      label={decisionLabels[inForce.decision]}
      targetStatus={target}
      awaitingApproval={awaitingApproval ?? null}
      hold={applyHold ?? null}
    />
  );
}

export function DecisionSection(props: Props) {
  return (
    <DetailSection id="decision" title="Record a decision">
      <div className="space-y-4">
        <ProviderFollowUp {...props} />
        <DecisionForm customerId={props.customerId} />
      </div>
    </DetailSection>
  );
}

/** Every decision recorded for the customer, newest first; none can be edited or removed. */
export function DecisionHistory({ decisions }: { decisions: DecisionRecord[] }) {
  return (
    <DetailSection id="decision-history" title="Decision history">
      {decisions.length === 0 ? (
        <Muted>No decision recorded yet.</Muted>
      ) : (
        <ol className="space-y-3">
          {decisions.map((decision, i) => (
            <li key={decision.id} data-testid="decision-record" className="text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <DecisionBadge decision={decision.decision} />
                {i === 0 && <span className="text-xs font-medium text-slate-700">in force</span>}
              </div>
              <p className="mt-1 whitespace-pre-wrap text-slate-900">{decision.reason}</p>
              <p className="mt-0.5 text-xs text-slate-600">
                {decision.authorName} ({decision.authorEmail}),{" "}
                {formatTimestamp(decision.createdAt.toISOString())}
              </p>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
