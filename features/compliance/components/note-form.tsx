"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { describedBy, Field, Textarea } from "@/components/ui/field";
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
  const error = form.formState.errors.body?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field id="note-body" label="New note" error={error}>
        <Textarea
          id="note-body"
          rows={3}
          maxLength={NOTE_MAX}
          {...form.register("body")}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy("note-body", error)}
        />
      </Field>
      <RefusalAlert {...alert} />
      <Button type="submit" variant="secondary" pending={pending}>
        Add note
      </Button>
    </form>
  );
}
