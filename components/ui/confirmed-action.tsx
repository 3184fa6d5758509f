"use client";

import { useRouter } from "next/navigation";
import { type ReactNode, useRef, useState, useTransition } from "react";
import type { ActionResult, AwaitingApproval } from "@/lib/console/actions/result";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * A step that cannot be undone from here (reset a second factor, end sessions): asked first in a
 * dialog saying what happens, then said done, refused in words, or waiting for approval.
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
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const opener = useRef<HTMLButtonElement>(null);
  const confirm = () =>
    startTransition(async () => {
      const result = await run();
      setAsking(false);
      setMessage(
        result.ok && result.pending
          ? { ok: true, text: "Waiting for approval: someone else decides it under Approvals." }
          : result.ok
            ? { ok: true, text: done }
            : { ok: false, text: result.message },
      );
      if (result.ok) router.refresh();
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
