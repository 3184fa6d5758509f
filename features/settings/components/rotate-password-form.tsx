"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-fields";
import { useActionForm } from "@/components/ui/use-action-form";
import { PASSWORD_SPECIAL_CHARACTERS } from "@/lib/cams";
import { rotateProviderPassword } from "../actions/rotate-provider-password";
import { providerPasswordChange } from "../lib/provider-password";

const RULES = `15 to 30 letters, digits and ${PASSWORD_SPECIAL_CHARACTERS}, with a lowercase and an uppercase letter, a digit and one of ${PASSWORD_SPECIAL_CHARACTERS}; no character three times in a row.`;

/**
 * The new provider password, typed twice, then one explicit confirmation: every console server
 * switches to it at its next token, and nobody can read it back.
 */
export function RotatePasswordForm() {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { form, submit, pending } = useActionForm(providerPasswordChange, rotateProviderPassword, {
    defaultValues: { new_password: "", confirm_password: "" },
    success: "Provider password rotated. The next token uses the new one.",
    onSuccess: () => {
      setConfirming(false);
      form.reset();
      router.refresh();
    },
  });
  const ask = form.handleSubmit(() => setConfirming(true));
  const cancel = () => {
    setConfirming(false);
    opener.current?.focus();
  };

  return (
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
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="rotate-confirm-title"
          className="space-y-3 rounded-md bg-amber-50 p-4 ring-1 ring-amber-300"
        >
          <p id="rotate-confirm-title" className="text-sm font-semibold text-amber-950">
            Change the provider password now? The provider ends the current tokens, and every
            console server signs in again with the new password.
          </p>
          <div className="flex gap-2">
            <Button pending={pending} onClick={() => submit()} autoFocus>
              Rotate the password
            </Button>
            <Button variant="secondary" disabled={pending} onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={opener} type="submit">
          Rotate…
        </Button>
      )}
    </form>
  );
}
