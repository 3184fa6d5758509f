"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { CASE_NOTE_MAX } from "@/lib/db/schema/case-values";
import { addCaseNote } from "../actions/add-case-note";
import { addCaseNoteInput } from "../lib/case-input";

/**
 * A note on the case's timeline: findings, calls made, documents asked for. The hint names the
 * colleagues a note may mention, so nobody has to guess a handle.
 */
export function CaseNoteForm({ caseId, handles }: { caseId: string; handles: string[] }) {
  const router = useRouter();
  const { form, submit, pending, alert } = useActionForm(addCaseNoteInput, addCaseNote, {
    defaultValues: { case_id: caseId, body: "" },
    success: "Note added",
    onSuccess: () => {
      form.reset({ case_id: caseId, body: "" });
      router.refresh();
    },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextAreaField
        form={form}
        name="body"
        label="New note"
        rows={3}
        maxLength={CASE_NOTE_MAX}
        hint={`Mention a colleague to tell them in their bell: ${handles.map((h) => `@${h}`).join(", ")}.`}
      />
      <RefusalAlert {...alert} />
      <Button type="submit" variant="secondary" pending={pending}>
        Add note
      </Button>
    </form>
  );
}
