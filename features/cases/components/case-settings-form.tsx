"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { caseKindLabels, casePriorityLabels } from "@/lib/console/cases/machine";
import type { CaseSettings } from "@/lib/console/cases/settings";
import { caseKinds, casePriorities } from "@/lib/db/schema/case-values";
import { updateCaseSettings } from "../actions/update-case-settings";
import { caseSettingsInput } from "../lib/case-settings-input";

/** How cases are given out and when they fall due; each number checked on its field. */
export function CaseSettingsForm({ settings }: { settings: CaseSettings }) {
  const router = useRouter();
  const { form, submit, pending, alert } = useActionForm(caseSettingsInput, updateCaseSettings, {
    defaultValues: {
      version: settings.version,
      auto_assign: settings.autoAssign,
      open_case_limit: String(settings.openCaseLimit),
      escalate_after_hours: String(settings.escalateAfterHours),
      due_hours: Object.fromEntries(
        caseKinds.map((kind) => [
          kind,
          Object.fromEntries(
            casePriorities.map((priority) => [priority, String(settings.dueHours[kind][priority])]),
          ),
        ]),
      ),
    },
    success: "Case settings saved",
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-semibold">Assignment</legend>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 size-4" {...form.register("auto_assign")} />
          <span>
            Give new cases to compliance officers in turn (automatic assignment). Officers who are
            away, or at their limit, are passed by; a case nobody can take waits in Unassigned.
          </span>
        </label>
        <TextField
          form={form}
          name="open_case_limit"
          label="Open cases per officer"
          hint="Automatic assignment gives no more to an officer who owns this many open cases."
          inputMode="numeric"
          className="max-w-32"
        />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-semibold">Deadlines</legend>
        <TextField
          form={form}
          name="escalate_after_hours"
          label="Escalate when overdue by more than (hours)"
          inputMode="numeric"
          className="max-w-32"
        />
        <p className="text-sm text-slate-600">
          Hours a new case has, from its opening, by kind and priority. A case already open keeps
          its deadline.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          {caseKinds.map((kind) => (
            <fieldset key={kind} className="space-y-2 rounded-md p-3 ring-1 ring-slate-200">
              <legend className="px-1 text-sm font-medium">{caseKindLabels[kind]}</legend>
              {casePriorities.map((priority) => (
                <TextField
                  key={priority}
                  form={form}
                  name={`due_hours.${kind}.${priority}`}
                  label={`${casePriorityLabels[priority]} priority (hours)`}
                  inputMode="numeric"
                />
              ))}
            </fieldset>
          ))}
        </div>
      </fieldset>
      <RefusalAlert {...alert} />
      <Button type="submit" pending={pending}>
        Save case settings
      </Button>
    </form>
  );
}
