"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { type SandboxScenario, saveSandboxStateRequest } from "@/lib/cams";
import type { ActionResult } from "@/lib/console/actions/result";
import { loadSandboxScenario } from "../actions/load-sandbox-scenario";
import { resetSandbox } from "../actions/reset-sandbox";
import { restoreSandboxState } from "../actions/restore-sandbox-state";
import { saveSandboxState } from "../actions/save-sandbox-state";
import { resetConfirmation } from "../lib/reset-confirmation";

type StateResult = ActionResult<{ name: string | null; rows: number; staleEvents: number }>;

const outcome = (done: string, result: StateResult) =>
  result.ok
    ? `${done} ${result.data.rows} rows. ${result.data.staleEvents} earlier events are marked as from before.`
    : result.message;

/**
 * A button whose work replaces the sandbox's state: it asks first, says it is working (a
 * scenario takes seconds), then says what happened next to the button, and focus goes there.
 */
function ReplaceStateButton({
  id,
  label,
  question,
  done,
  run,
}: {
  id: string;
  label: string;
  question: string;
  done: string;
  run: () => Promise<StateResult>;
}) {
  const router = useRouter();
  const opener = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      const answer = await run();
      setMessage(outcome(done, answer));
      setAsking(false);
      router.refresh();
    });
  return (
    <div className="space-y-2">
      <Button ref={opener} variant="secondary" onClick={() => setAsking(true)}>
        {label}…
      </Button>
      <ConfirmDialog
        id={id}
        open={asking}
        title={`${label}?`}
        confirmLabel={pending ? "Working…" : label}
        pending={pending}
        opener={opener}
        result={message ? result : undefined}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      >
        <p className="text-sm text-slate-700">{question}</p>
      </ConfirmDialog>
      <p ref={result} tabIndex={-1} role="status" className="text-sm text-slate-700">
        {message}
      </p>
    </div>
  );
}

export function LoadScenarioButton({ name }: { name: SandboxScenario }) {
  return (
    <ReplaceStateButton
      id={`load-${name}`}
      label={`Load “${name}”`}
      question="Empty the sandbox and build this scenario? Everything in it now is gone, unless it is saved."
      done="Loaded:"
      run={() => loadSandboxScenario({ name })}
    />
  );
}

export function RestoreStateButton({ name }: { name: string }) {
  return (
    <ReplaceStateButton
      id={`restore-${name}`}
      label={`Restore “${name}”`}
      question="Put this state back? Everything made since it was saved is gone, unless it is saved."
      done="Restored:"
      run={() => restoreSandboxState({ name })}
    />
  );
}

/** Saves the current state under a name; the same name replaces the state saved under it. */
export function SaveStateForm() {
  const router = useRouter();
  const { form, submit, pending, alert } = useActionForm(
    saveSandboxStateRequest,
    saveSandboxState,
    {
      defaultValues: { name: "" },
      success: "State saved.",
      onSuccess: () => {
        form.reset();
        router.refresh();
      },
    },
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="w-72">
        <TextField
          form={form}
          name="name"
          label="Name"
          hint="Letters, digits, dots, dashes or underscores. The same name replaces that state."
          autoComplete="off"
        />
      </div>
      <Button type="submit" pending={pending}>
        Save the current state
      </Button>
      <RefusalAlert {...alert} />
    </form>
  );
}

/** Empties the sandbox. Typing RESET is the confirmation: it cannot be undone unless saved. */
export function ResetForm() {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const { form, submit, pending, alert } = useActionForm(
    resetConfirmation,
    async (values) => {
      const result = await resetSandbox(values);
      if (result.ok) setMessage(outcome("Emptied:", result));
      return result;
    },
    {
      defaultValues: { confirm: "" as "RESET" },
      onSuccess: () => {
        form.reset();
        router.refresh();
      },
    },
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-72">
          <TextField
            form={form}
            name="confirm"
            label="Type RESET to empty the sandbox"
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="danger" pending={pending}>
          Empty the sandbox
        </Button>
      </div>
      <RefusalAlert {...alert} />
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
    </form>
  );
}
