"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { wakeComplianceCase } from "../actions/wake-compliance-case";
import { wakeCaseInput } from "../lib/case-input";

/** End the snooze now. */
export function WakeCaseButton({ caseId, version }: { caseId: string; version: number }) {
  const router = useRouter();
  const { submit, pending, alert } = useActionForm(wakeCaseInput, wakeComplianceCase, {
    defaultValues: { case_id: caseId, version },
    success: "The case is awake",
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <RefusalAlert {...alert} />
      <Button type="submit" variant="secondary" pending={pending}>
        Wake it now
      </Button>
    </form>
  );
}
