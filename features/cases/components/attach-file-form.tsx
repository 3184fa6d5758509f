"use client";

import { useRouter } from "next/navigation";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { attachCaseFile } from "../actions/attach-case-file";
import { attachCaseFileInput } from "../lib/case-input";

const HINT = "A PDF, a PNG or JPEG image, or plain text, of up to 10 MB.";

/**
 * Evidence for the case. The browser checks the size before sending; the server reads the type
 * from the content and says on the field why a file was refused.
 */
export function AttachFileForm({ caseId }: { caseId: string }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const { form, submit, pending, alert } = useActionForm(attachCaseFileInput, attachCaseFile, {
    defaultValues: { case_id: caseId },
    success: "Evidence attached",
    onSuccess: () => {
      if (input.current) input.current.value = "";
      form.reset({ case_id: caseId });
      router.refresh();
    },
  });
  const error = form.formState.errors.file?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field id="file" label="Attach evidence" hint={HINT} error={error}>
        <input
          ref={input}
          id="file"
          name="file"
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,.txt,application/pdf,image/png,image/jpeg,text/plain"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy("file", error, HINT)}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return form.resetField("file");
            form.setValue("file", file, { shouldValidate: form.formState.isSubmitted });
          }}
        />
      </Field>
      <RefusalAlert {...alert} />
      <Button type="submit" variant="secondary" pending={pending}>
        Attach file
      </Button>
    </form>
  );
}
