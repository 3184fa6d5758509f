"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { takeComplianceCase } from "../actions/take-compliance-case";
import { takeCaseInput } from "../lib/case-input";

/** Take the case: it becomes the officer's, and a new case goes into review. */
export function TakeCaseButton({
  caseId,
  version,
  takingOver,
}: {
  caseId: string;
  version: number;
  takingOver: boolean;
}) {
  const router = useRouter();
  const { submit, pending, alert } = useActionForm(takeCaseInput, takeComplianceCase, {
    defaultValues: { case_id: caseId, version },
    success: "The case is yours",
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <RefusalAlert {...alert} />
      <Button type="submit" pending={pending}>
        {takingOver ? "Take over this case" : "Take this case"}
      </Button>
    </form>
  );
}
