"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { casePriorityLabels } from "@/lib/console/cases/machine";
import { CASE_REASON_MAX, casePriorities } from "@/lib/db/schema/case-values";
import { openComplianceCase } from "../actions/open-compliance-case";
import { openCaseInput } from "../lib/case-input";

/** Raise a compliance case about a customer, by hand: what was seen, and how urgent. */
export function OpenCaseForm({ customerId }: { customerId: string }) {
  const router = useRouter();
  const { form, submit, pending, alert } = useActionForm(openCaseInput, openComplianceCase, {
    defaultValues: { customer_id: customerId, priority: "normal", reason: "" },
    success: "Case opened: compliance will see it in its inbox",
    onSuccess: () => router.push(`/customers/${encodeURIComponent(customerId)}`),
  });
  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-4">
      <TextField
        form={form}
        name="reason"
        label="What should compliance look at?"
        maxLength={CASE_REASON_MAX}
      />
      <SelectField
        form={form}
        name="priority"
        label="Priority"
        options={casePriorities.map((value) => ({ value, label: casePriorityLabels[value] }))}
      />
      <RefusalAlert {...alert} />
      <Button type="submit" pending={pending}>
        Open case
      </Button>
    </form>
  );
}
