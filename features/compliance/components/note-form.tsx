"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { addComplianceNote } from "@/features/compliance/actions/add-compliance-note";
import { complianceNoteInput } from "@/features/compliance/lib/decision";
import { NOTE_MAX } from "@/lib/db/schema/compliance-values";

/** Adds a note (findings, calls, documents asked for) to the customer's review. */
export function NoteForm({ customerId }: { customerId: string }) {
  const router = useRouter();
  const { form, submit, pending, alert } = useActionForm(complianceNoteInput, addComplianceNote, {
    defaultValues: { customer_id: customerId, body: "" },
    success: "Note added",
    onSuccess: () => {
      form.reset();
      router.refresh();
    },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextAreaField form={form} name="body" label="New note" rows={3} maxLength={NOTE_MAX} />
      <RefusalAlert {...alert} />
      <Button type="submit" variant="secondary" pending={pending}>
        Add note
      </Button>
    </form>
  );
}
