"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { describedBy, Field, Textarea } from "@/components/ui/field";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { recordComplianceDecision } from "@/features/compliance/actions/record-compliance-decision";
import { complianceDecisionInput, decisionLabels } from "@/features/compliance/lib/decision";
import {
  type ComplianceDecision,
  complianceDecisionValues,
  DECISION_REASON_MAX,
} from "@/lib/db/schema/compliance-values";

const meanings: Record<ComplianceDecision, string> = {
  clear: "The customer may be released: AML status back to Active.",
  keep_on_hold: "Not decided yet: the customer stays on hold.",
  reject: "The customer is rejected: AML status Rejected.",
  escalate: "Someone more senior must decide; the provider is left as it is.",
};

const reasonHint = `Why you decide this. It is kept with the decision and audited, and cannot be edited later (at most ${DECISION_REASON_MAX} characters).`;

/** Records a decision with its mandatory reason; the browser checks what the server checks. */
export function DecisionForm({ customerId }: { customerId: string }) {
  const router = useRouter();
  const { form, submit, pending, alert } = useActionForm(
    complianceDecisionInput,
    recordComplianceDecision,
    {
      defaultValues: { customer_id: customerId, reason: "" },
      success: "Decision recorded",
      onSuccess: () => {
        form.reset();
        router.refresh();
      },
    },
  );
  const { errors } = form.formState;
  const decisionError = errors.decision?.message;
  const reasonError = errors.reason?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset
        aria-invalid={Boolean(decisionError)}
        aria-describedby={decisionError ? "decision-error" : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">Decision</legend>
        <div className="mt-2 space-y-2">
          {complianceDecisionValues.map((value) => (
            <div key={value} className="flex items-start gap-2 text-sm">
              <input
                id={`decision-${value}`}
                type="radio"
                value={value}
                {...form.register("decision")}
                aria-describedby={`decision-${value}-meaning`}
                className="mt-1"
              />
              <div>
                <label htmlFor={`decision-${value}`} className="font-medium">
                  {decisionLabels[value]}
                </label>
                <p id={`decision-${value}-meaning`} className="text-xs text-slate-600">
                  {meanings[value]}
                </p>
              </div>
            </div>
          ))}
        </div>
        {decisionError && (
          <p id="decision-error" role="alert" className="mt-1.5 text-xs font-medium text-red-700">
            {decisionError}
          </p>
        )}
      </fieldset>
      <Field id="reason" label="Reason for the decision" error={reasonError} hint={reasonHint}>
        <Textarea
          id="reason"
          rows={4}
          maxLength={DECISION_REASON_MAX}
          {...form.register("reason")}
          aria-invalid={Boolean(reasonError)}
          aria-describedby={describedBy("reason", reasonError, reasonHint)}
        />
      </Field>
      <RefusalAlert {...alert} />
      <Button type="submit" pending={pending}>
        Record decision
      </Button>
    </form>
  );
}
