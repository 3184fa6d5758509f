"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { resetSecondFactor } from "../actions/reset-second-factor";

/** Removes someone's second factor, confirmed first: they set up a new one at next sign-in. */
export function ResetSecondFactorButton({ userId, email }: { userId: string; email: string }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const opener = useRef<HTMLButtonElement>(null);
  const reset = () =>
    startTransition(async () => {
      const result = await resetSecondFactor({ userId });
      setAsking(false);
      setMessage(
        result.ok
          ? { ok: true, text: `${email}'s second factor was reset.` }
          : { ok: false, text: result.message },
      );
      if (result.ok) router.refresh();
    });
  return (
    <div className="space-y-2">
      <Button ref={opener} variant="secondary" onClick={() => setAsking(true)}>
        Reset second factor of {email}…
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
        id={`reset-2fa-${userId}`}
        open={asking}
        title="Reset this second factor?"
        confirmLabel="Reset second factor"
        danger
        pending={pending}
        opener={opener}
        onConfirm={reset}
        onClose={() => setAsking(false)}
      >
        <p className="text-sm text-slate-700">
          {email}&apos;s authenticator app and recovery codes stop working now, and every session of
          theirs ends. They set up a new second factor when they next sign in.
        </p>
      </ConfirmDialog>
    </div>
  );
}
