"use client";

import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { resetUserPassword } from "../actions/reset-user-password";
import { OneTimeLink } from "./one-time-link";

/**
 * Resets someone's password, confirmed first (it signs them out everywhere and their password
 * stops working), then shows the link that lets them set a new one.
 */
export function ResetPasswordButton({
  userId,
  email,
  invited,
}: {
  userId: string;
  email: string;
  /** No password set yet: the link is a new invitation, and nothing stops working. */
  invited: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const opener = useRef<HTMLButtonElement>(null);
  const reset = () =>
    startTransition(async () => {
      const result = await resetUserPassword({ userId });
      setAsking(false);
      if (result.ok) {
        setFailure(null);
        setIssued(result.data.link);
      } else setFailure(result.message);
    });
  return (
    <div className="space-y-2">
      <Button ref={opener} variant="secondary" onClick={() => setAsking(true)}>
        {invited ? `Make an invitation link for ${email}…` : `Reset password of ${email}…`}
      </Button>
      {failure && (
        <p role="alert" className="text-xs text-red-700">
          {failure}
        </p>
      )}
      {issued && (
        <OneTimeLink
          path={issued}
          email={email}
          purpose={invited ? "Invitation" : "Password reset"}
        />
      )}
      <ConfirmDialog
        id={`reset-${userId}`}
        open={asking}
        title={invited ? "Make a new invitation link?" : "Reset this password?"}
        confirmLabel={invited ? "Make the link" : "Reset password"}
        danger
        pending={pending}
        opener={opener}
        onConfirm={reset}
        onClose={() => setAsking(false)}
      >
        <p className="text-sm text-slate-700">
          {invited
            ? `Any earlier link for ${email} stops working. You get a new one, valid for 72 hours, for them to set their password.`
            : `${email}'s password stops working now and every session of theirs ends. You get a link, valid for 72 hours, for them to set a new one.`}
        </p>
      </ConfirmDialog>
    </div>
  );
}
