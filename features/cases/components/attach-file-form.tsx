"use client";

import { useRouter } from "next/navigation";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { FileField } from "@/components/ui/form-fields";
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
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FileField
        form={form}
        name="file"
        label="Attach evidence"
        hint={HINT}
        accept=".pdf,.png,.jpg,.jpeg,.txt,application/pdf,image/png,image/jpeg,text/plain"
        input={input}
      />
      <RefusalAlert {...alert} />
      <Button type="submit" variant="secondary" pending={pending}>
        Attach file
      </Button>
    </form>
  );
}
