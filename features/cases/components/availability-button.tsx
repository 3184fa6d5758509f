"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { setCaseAvailability } from "../actions/set-case-availability";
import { caseAvailabilityInput } from "../lib/case-input";

/** The officer's own availability for cases given in turn, said in words, and its switch. */
export function AvailabilityButton({ away }: { away: boolean }) {
  const router = useRouter();
  const { submit, pending, alert } = useActionForm(caseAvailabilityInput, setCaseAvailability, {
    defaultValues: { away: !away },
    success: away ? "You are back: cases may be given to you in turn" : "You are marked away",
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <p className="text-sm text-slate-700">
        {away
          ? "You are away: no case is given to you in turn, and colleagues may move your open cases."
          : "You are available: new cases may be given to you in turn."}
      </p>
      <RefusalAlert {...alert} />
      <Button type="submit" variant="secondary" pending={pending}>
        {away ? "Mark me back" : "Mark me away"}
      </Button>
    </form>
  );
}
