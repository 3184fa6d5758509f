"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { CASE_REASON_MAX } from "@/lib/db/schema/case-values";
import { assignComplianceCase } from "../actions/assign-compliance-case";
import { assignCaseInput } from "../lib/case-input";

/** Give the case to another compliance officer, saying why. */
export function AssignCaseForm({
  caseId,
  version,
  officers,
}: {
  caseId: string;
  version: number;
  officers: { id: string; name: string }[];
}) {
  const router = useRouter();
  const { form, submit, pending, alert } = useActionForm(assignCaseInput, assignComplianceCase, {
    defaultValues: { case_id: caseId, version, owner_id: "", assignment_reason: "" },
    success: "Case assigned",
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <SelectField
        form={form}
        name="owner_id"
        label="Assign to"
        options={officers.map((officer) => ({ value: officer.id, label: officer.name }))}
      />
      <TextField
        form={form}
        name="assignment_reason"
        label="Reason for the assignment"
        maxLength={CASE_REASON_MAX}
      />
      <RefusalAlert {...alert} />
      <Button type="submit" variant="secondary" pending={pending}>
        Assign
      </Button>
    </form>
  );
}
