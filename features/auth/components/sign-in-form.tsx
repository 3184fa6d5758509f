"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, Field, Input } from "@/components/ui/field";
import {
  type SignInState,
  signInWithPassword,
} from "@/features/auth/actions/sign-in-with-password";

const CODE_HINT =
  "The 6-digit code your authenticator app shows now, or one of your recovery codes.";

export function SignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signInWithPassword, {});
  const error = state.error && (
    <p
      role="alert"
      className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200"
    >
      {state.error}
    </p>
  );
  // The password was right: the code step, on its own form (the password is not sent again).
  if (state.challenge) {
    return (
      <form action={action} className="space-y-5">
        <input type="hidden" name="callbackUrl" value={callbackUrl ?? "/"} />
        <input type="hidden" name="challenge" value={state.challenge} />
        <input type="hidden" name="email" value={state.email ?? ""} />
        <p className="text-sm text-slate-700">
          Password accepted for <span className="font-medium">{state.email}</span>. One more step.{" "}
          <a href="/login" className="text-brand-700 underline">
            Not you? Start again
          </a>
        </p>
        <Field id="code" label="Authentication code" hint={CODE_HINT} error={state.error}>
          <Input
            id="code"
            name="code"
            aria-invalid={state.error ? true : undefined}
            aria-describedby={describedBy("code", state.error, CODE_HINT)}
            autoComplete="one-time-code"
            // A recovery code has letters; the numeric keyboard would hide them.
            inputMode="text"
            required
            autoFocus
            maxLength={64}
          />
        </Field>
        <Button type="submit" pending={pending} className="w-full">
          Verify
        </Button>
      </form>
    );
  }
  return (
    <form action={action} className="space-y-5" noValidate={false}>
      <input type="hidden" name="callbackUrl" value={callbackUrl ?? "/"} />
      <Field id="email" label="Email">
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
        />
      </Field>
      <Field id="password" label="Password">
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </Field>
      {error}
      <Button type="submit" pending={pending} className="w-full">
        Sign in
      </Button>
    </form>
  );
}
