"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { CASE_REASON_MAX } from "@/lib/db/schema/case-values";
import { snoozeComplianceCase } from "../actions/snooze-compliance-case";
import { snoozeCaseInput } from "../lib/case-input";

const wakeOptions = [
  { value: "at_time", label: "At a time I choose" },
  { value: "on_verification", label: "At the customer's next verification event" },
];

/** Put the case away until a time, or until the customer's next verification event. */
export function SnoozeCaseForm({ caseId, version }: { caseId: string; version: number }) {
  const router = useRouter();
  const { form, submit, pending, alert } = useActionForm(snoozeCaseInput, snoozeComplianceCase, {
    defaultValues: { case_id: caseId, version, wake: "at_time", until: "", snooze_reason: "" },
    success: "Case snoozed",
    onSuccess: () => router.refresh(),
  });
  const atTime = form.watch("wake") === "at_time";
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <SelectField form={form} name="wake" label="Wake the case" options={wakeOptions} />
      {atTime && (
        <TextField
          form={form}
          name="until"
          label="Wake at (UTC)"
          type="datetime-local"
          hint="Times in the console are UTC."
        />
      )}
      <TextField
        form={form}
        name="snooze_reason"
        label="Reason for the snooze"
        maxLength={CASE_REASON_MAX}
      />
      <RefusalAlert {...alert} />
      <Button type="submit" variant="secondary" pending={pending}>
        Snooze
      </Button>
    </form>
  );
}
