"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { AwaitingApprovalNotice } from "@/components/ui/awaiting-approval";
import { Button } from "@/components/ui/button";
import { HoldNotice } from "@/components/ui/hold-notice";
import { useToaster } from "@/components/ui/toaster";
import { applyAmlDecision } from "@/features/compliance/actions/apply-aml-decision";

type Props = {
  customerId: string;
  decisionId: number;
  label: string;
  targetStatus: string;
  /** A request to apply it that already waits for a second person. */
  awaitingApproval: string | null;
  /** Said before the button when a policy will hold the change for a second person. */
  hold: string | null;
};

/**
 * Sandbox only: the explicit second step that makes the provider follow a recorded decision.
 * A failure is shown here and the decision stays recorded, so it can be tried again.
 */
export function ApplyDecisionPanel({
  customerId,
  decisionId,
  label,
  targetStatus,
  awaitingApproval,
  hold,
}: Props) {
  const router = useRouter();
  const toaster = useToaster();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const [awaiting, setAwaiting] = useState<string | null>(awaitingApproval);
  const apply = () =>
    startTransition(async () => {
      const result = await applyAmlDecision({ customer_id: customerId, decision_id: decisionId });
      if (result.ok && result.pending) {
        setFailure(null);
        setAwaiting(result.pending.requestId);
      } else if (result.ok) {
        setFailure(null);
        // The message shows with the re-read page (one transition), not over the old status.
        startTransition(() => {
          toaster.success(`Applied on the sandbox: status now ${String(result.data.status)}`);
          router.refresh();
        });
      } else {
        setFailure(result.message);
      }
    });
  return (
    <section
      aria-labelledby="apply-heading"
      className="rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-3"
    >
      <h3 id="apply-heading" className="text-sm font-semibold text-amber-900">
        Apply on the sandbox
      </h3>
      <p className="mt-1 text-sm text-amber-900">
        The decision “{label}” is recorded. On the sandbox you can now play the provider's AML team
        and set the customer's status to {targetStatus}.
      </p>
      {hold && awaiting === null && <HoldNotice className="mt-1">{hold}</HoldNotice>}
      <Button
        variant="secondary"
        className="mt-2"
        pending={pending}
        disabled={awaiting !== null}
        onClick={apply}
      >
        Set status to {targetStatus}
      </Button>
      <div className="mt-2">
        <AwaitingApprovalNotice requestId={awaiting} />
      </div>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          The sandbox refused: {failure} The decision stays recorded; you can try again.
        </p>
      )}
    </section>
  );
}
