"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionResult } from "@/lib/console/actions/result";
import { caseVersionInput } from "../lib/case-input";

/**
 * One button for a change that needs only the case as the page showed it (take it, wake it):
 * a refusal (someone changed it meanwhile) shows beside the button, in words.
 */
export function CaseButton({
  caseId,
  version,
  action,
  label,
  success,
  variant = "primary",
}: {
  caseId: string;
  version: number;
  action: (input: { case_id: string; version: number }) => Promise<ActionResult<unknown>>;
  label: string;
  success: string;
  variant?: "primary" | "secondary";
}) {
  const router = useRouter();
  const { submit, pending, alert } = useActionForm(caseVersionInput, action, {
    defaultValues: { case_id: caseId, version },
    success,
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <RefusalAlert {...alert} />
      <Button type="submit" variant={variant} pending={pending}>
        {label}
      </Button>
    </form>
  );
}
