"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useToaster } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { CASE_REASON_MAX } from "@/lib/db/schema/case-values";
import { reassignOfficerCases } from "../actions/reassign-officer-cases";
import { reassignOfficerCasesInput } from "../lib/case-input";
import type { Officer } from "../lib/officers";

/**
 * Moves all open cases of an officer who is away or disabled to the available officers, in
 * turn: checked, then confirmed, since it changes many cases at once.
 */
export function ReassignOfficerForm({ officers }: { officers: Officer[] }) {
  const router = useRouter();
  const toaster = useToaster();
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { form, submit, pending, alert } = useActionForm(
    reassignOfficerCasesInput,
    reassignOfficerCases,
    {
      defaultValues: { officer_id: "", reassign_reason: "" },
      onSuccess: ({ moved, left }) => {
        setAsking(false);
        toaster.success(
          left === 0
            ? `Moved ${moved} ${moved === 1 ? "case" : "cases"}`
            : `Moved ${moved} of ${moved + left} cases: ${left} stay, as no available officer is under the limit`,
        );
        form.reset({ officer_id: "", reassign_reason: "" });
        router.refresh();
      },
      onRefusal: () => {
        setAsking(false);
        return false;
      },
    },
  );
  const chosen = officers.find((o) => o.id === form.watch("officer_id"));
  return (
    <>
      <form noValidate className="space-y-3" onSubmit={form.handleSubmit(() => setAsking(true))}>
        <SelectField
          form={form}
          name="officer_id"
          label="Officer away or disabled"
          options={officers.map((o) => ({
            value: o.id,
            label: `${o.name} (${o.openCases} open)`,
          }))}
        />
        <TextField
          form={form}
          name="reassign_reason"
          label="Reason for moving the cases"
          maxLength={CASE_REASON_MAX}
        />
        <RefusalAlert {...alert} />
        <Button ref={opener} type="submit" variant="secondary" pending={pending}>
          Move their cases…
        </Button>
      </form>
      <ConfirmDialog
        id="reassign-officer"
        open={asking}
        title="Move these cases?"
        confirmLabel="Move cases"
        pending={pending}
        opener={opener}
        onConfirm={() => void submit()}
        onClose={() => setAsking(false)}
      >
        <p className="text-sm text-slate-700">
          {chosen
            ? `${chosen.name}'s ${chosen.openCases} open ${chosen.openCases === 1 ? "case goes" : "cases go"} to the available officers, in turn and within their limits. Each new owner is told.`
            : "The cases go to the available officers, in turn."}
        </p>
      </ConfirmDialog>
    </>
  );
}
