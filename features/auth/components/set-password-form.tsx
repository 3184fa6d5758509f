"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-fields";
import { Link } from "@/components/ui/link";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { textLinkClass } from "@/components/ui/text-link";
import { useActionForm } from "@/components/ui/use-action-form";
import { setPasswordFromLink } from "../actions/set-password-from-link";
import { setPasswordInput } from "../lib/set-password-input";

/** The person's new password, typed twice; then the way to sign in. */
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const [done, setDone] = useState(false);
  const { form, submit, pending, alert } = useActionForm(setPasswordInput, setPasswordFromLink, {
    defaultValues: { token, password: "", confirm: "" },
    onSuccess: () => setDone(true),
  });
  if (done)
    return (
      <p role="status" className="text-sm text-slate-800">
        Your password is set.{" "}
        <Link href="/login" className={textLinkClass}>
          Sign in as {email}
        </Link>
        .
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        form={form}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters. A sentence you will remember works well."
      />
      <TextField
        form={form}
        name="confirm"
        label="The same password again"
        type="password"
        autoComplete="new-password"
      />
      <RefusalAlert {...alert} />
      <Button type="submit" pending={pending} className="w-full">
        Set my password
      </Button>
    </form>
  );
}
