"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { AwaitingApprovalNotice } from "@/components/ui/awaiting-approval";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/form-fields";
import { HoldNotice } from "@/components/ui/hold-notice";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { PASSWORD_SPECIAL_CHARACTERS } from "@/lib/cams";
import { rotateProviderPassword } from "../actions/rotate-provider-password";
import { providerPasswordChange } from "../lib/provider-password";

const RULES = `15 to 30 letters, digits and ${PASSWORD_SPECIAL_CHARACTERS}, with a lowercase and an uppercase letter, a digit and one of ${PASSWORD_SPECIAL_CHARACTERS}; no character three times in a row.`;

/**
 * The new provider password, typed twice, then one explicit confirmation: every console server
 * switches to it at its next token, and nobody can read it back.
 */
export function RotatePasswordForm({ hold }: { hold: string | null }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { form, submit, pending, alert, awaiting } = useActionForm(
    providerPasswordChange,
    rotateProviderPassword,
    {
      defaultValues: { new_password: "", confirm_password: "" },
      success: "Provider password rotated. The next token uses the new one.",
      onPending: () => {
        setConfirming(false);
        form.reset();
      },
      // Refused, the dialog closes so the message shows on its field.
      onRefusal: () => {
        setConfirming(false);
        return false;
      },
      onSuccess: () => {
        setConfirming(false);
        form.reset();
        router.refresh();
      },
    },
  );
  const ask = form.handleSubmit(() => setConfirming(true));

  return (
    <>
      <form onSubmit={ask} noValidate aria-labelledby="rotate-heading" className="space-y-3">
        <h3 id="rotate-heading" className="text-sm font-semibold text-slate-900">
          Rotate the password
        </h3>
        <TextField
          form={form}
          name="new_password"
          label="New password"
          hint={RULES}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="confirm_password"
          label="New password again"
          type="password"
          autoComplete="new-password"
        />
        <RefusalAlert {...alert} />
        <AwaitingApprovalNotice requestId={awaiting} />
        <Button ref={opener} type="submit">
          Rotate…
        </Button>
      </form>
      {/* Outside the form: the dialog holds a form of its own. */}
      <ConfirmDialog
        id="rotate-confirm"
        open={confirming}
        title="Change the provider password now?"
        confirmLabel="Rotate the password"
        pending={pending}
        opener={opener}
        onConfirm={() => submit()}
        onClose={() => setConfirming(false)}
      >
        {hold && <HoldNotice className="mb-2">{hold}</HoldNotice>}
        <p className="text-sm text-slate-700">
          {hold ? "Once approved, the provider" : "The provider"} ends the current tokens, and every
          console server signs in again with the new password.
        </p>
      </ConfirmDialog>
    </>
  );
}
