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
 * Done is said in a toast, above the page, because the step often takes its own control
 * away: an ended session's row leaves the list, a batch that runs loses its draft controls, and
 * a message beside the control went with it. A refusal, or a step held for a second person,
 * changes nothing on the page, so it stays beside its control.
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
      // A refusal, or a step held for approval, leaves its control in place: said beside it.
      if (!result.ok) return setMessage(outcome);
      setMessage(result.pending ? outcome : null);
      // After an await the transition is over: a new one commits the toast with the refreshed
      // page, so it never shows over the old one.
      startTransition(() => {
        // When the refreshed page no longer has this control, focus goes to the message.
        if (!result.pending)
          toaster.success(outcome.text, { takeFocus: () => !opener.current?.isConnected });
        router.refresh();
      });
    });
  return (
    <div className="space-y-2">
      <Button ref={opener} variant="secondary" onClick={() => setAsking(true)}>
        {label}
      </Button>
      {message && (
        <p
          role={message.ok ? "status" : "alert"}
          className={message.ok ? "text-xs text-emerald-800" : "text-xs text-red-700"}
        >
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
