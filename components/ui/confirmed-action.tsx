"use client";

import { useRouter } from "next/navigation";
import { type ReactNode, useRef, useState, useTransition } from "react";
import type { ActionResult, AwaitingApproval } from "@/lib/console/actions/result";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { useToaster } from "./toaster";

/**
 * What a step's result says under its control: done, waiting for a second person, or the
 * refusal (the field's own words when it names one).
 */
export function outcomeMessage(
  result: ActionResult<unknown> | AwaitingApproval,
  done: string,
): { ok: boolean; text: string } {
  if (result.ok && result.pending)
    return { ok: true, text: "Waiting for approval: another admin decides it under Approvals." };
  if (result.ok) return { ok: true, text: done };
  return { ok: false, text: Object.values(result.fieldErrors)[0] ?? result.message };
}

/**
 * A step that cannot be undone from here (reset a second factor, end sessions): asked first in a
 * dialog saying what happens, then said done, refused in words, or waiting for approval.
 *
 * Done (or waiting) is said in a toast, above the page, because the step often takes its own
 * control away: an ended session's row leaves the list, a batch that runs loses its draft
 * controls, and a message beside the control went with it. A refusal changes nothing, so it
 * stays beside the control that was refused.
 */
export function ConfirmedAction({
  id,
  label,
  title,
  confirmLabel,
  done,
  run,
  children,
}: {
  id: string;
  label: string;
  title: string;
  confirmLabel: string;
  done: string;
  run: () => Promise<ActionResult<unknown> | AwaitingApproval>;
  /** What happens, said in the dialog. */
  children: ReactNode;
}) {
  const router = useRouter();
  const toaster = useToaster();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const opener = useRef<HTMLButtonElement>(null);
  const confirm = () =>
    startTransition(async () => {
      const result = await run();
      setAsking(false);
      const outcome = outcomeMessage(result, done);
      if (!result.ok) return setMessage(outcome);
      setMessage(null);
      // Inside the transition, the toast shows together with the refreshed page.
      toaster.success(outcome.text);
      router.refresh();
    });
  return (
    <div className="space-y-2">
      <Button ref={opener} variant="secondary" onClick={() => setAsking(true)}>
        {label}
      </Button>
      {message && (
        <p role="alert" className="text-xs text-red-700">
          {message.text}
        </p>
      )}
      <ConfirmDialog
        id={id}
        open={asking}
        title={title}
        confirmLabel={confirmLabel}
        danger
        pending={pending}
        opener={opener}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      >
        <p className="text-sm text-slate-700">{children}</p>
      </ConfirmDialog>
    </div>
  );
}
