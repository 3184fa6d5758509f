"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { caseOutcomeLabels } from "@/lib/console/cases/machine";
import { CASE_REASON_MAX, caseOutcomes } from "@/lib/db/schema/case-values";
import { closeComplianceCase } from "../actions/close-compliance-case";
import { closeCaseInput } from "../lib/case-input";

/**
 * Close the case with its outcome and a summary. Closing is final (a new concern is a new
 * case), so the form is checked first and then confirmed.
 */
export function CloseCaseForm({ caseId, version }: { caseId: string; version: number }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { form, submit, pending, alert } = useActionForm(closeCaseInput, closeComplianceCase, {
    defaultValues: { case_id: caseId, version, outcome: "", summary: "" },
    success: "Case closed",
    onSuccess: () => {
      setAsking(false);
      router.refresh();
    },
    onRefusal: () => {
      setAsking(false);
      return false;
    },
  });
  const outcome = form.watch("outcome");
  return (
    <>
      <form noValidate className="space-y-3" onSubmit={form.handleSubmit(() => setAsking(true))}>
        <SelectField
          form={form}
          name="outcome"
          label="Outcome"
          options={caseOutcomes.map((value) => ({ value, label: caseOutcomeLabels[value] }))}
        />
        <TextField form={form} name="summary" label="Closing summary" maxLength={CASE_REASON_MAX} />
        <RefusalAlert {...alert} />
        <Button ref={opener} type="submit" variant="secondary" pending={pending}>
          Close case…
        </Button>
      </form>
      {/* Outside the form: the dialog's own form must not be nested in this one. */}
      <ConfirmDialog
        id="close-case"
        open={asking}
        title="Close this case?"
        confirmLabel="Close case"
        pending={pending}
        opener={opener}
        onConfirm={() => void submit()}
        onClose={() => setAsking(false)}
      >
        <p className="text-sm text-slate-700">
          It closes as “{caseOutcomeLabels[outcome as keyof typeof caseOutcomeLabels] ?? outcome}”.
          A closed case cannot be reopened: a new concern about this customer is a new case.
        </p>
      </ConfirmDialog>
    </>
  );
}
