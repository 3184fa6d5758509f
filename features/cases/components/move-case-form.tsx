"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { caseStatusLabels, nextStatuses } from "@/lib/console/cases/machine";
import type { CaseStatus } from "@/lib/db/schema/case-values";
import { CASE_REASON_MAX } from "@/lib/db/schema/case-values";
import { moveComplianceCase } from "../actions/move-compliance-case";
import { moveCaseInput } from "../lib/case-input";

/** Move the case to where the state machine allows next (closing has its own form). */
export function MoveCaseForm({
  caseId,
  version,
  status,
}: {
  caseId: string;
  version: number;
  status: CaseStatus;
}) {
  const router = useRouter();
  const { form, submit, pending, alert } = useActionForm(moveCaseInput, moveComplianceCase, {
    defaultValues: { case_id: caseId, version, status: "", move_reason: "" },
    success: "Status changed",
    onSuccess: () => router.refresh(),
  });
  const options = nextStatuses(status)
    .filter((next) => next !== "closed")
    .map((next) => ({ value: next, label: caseStatusLabels[next] }));
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <SelectField form={form} name="status" label="Move to" options={options} />
      <TextField
        form={form}
        name="move_reason"
        label="Reason for the change"
        maxLength={CASE_REASON_MAX}
      />
      <RefusalAlert {...alert} />
      <Button type="submit" variant="secondary" pending={pending}>
        Change status
      </Button>
    </form>
  );
}
