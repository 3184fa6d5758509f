"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { confirmSecondFactor } from "../actions/confirm-second-factor";
import { startSecondFactorEnrolment } from "../actions/start-second-factor-enrolment";
import { confirmSecondFactorInput } from "../lib/second-factor-input";
import type { SecurityPageView } from "../loaders/security-page";
import { QrCode } from "./qr-code";

/** Step one: make a secret. The page then shows it, and keeps showing it after a reload. */
export function StartEnrolment() {
  const router = useRouter();
  return (
    <ActionButton run={() => startSecondFactorEnrolment({ start: true })} onDone={router.refresh}>
      Set up a second factor
    </ActionButton>
  );
}

/** Step two: scan or type the secret, then confirm with one code; the recovery codes follow. */
export function ConfirmEnrolment({
  pending: enrolment,
}: {
  pending: NonNullable<SecurityPageView["pending"]>;
}) {
  const router = useRouter();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { form, submit, pending, alert } = useActionForm(
    confirmSecondFactorInput,
    confirmSecondFactor,
    {
      defaultValues: { code: "" },
      success: "Second factor set up",
      onSuccess: (data) => setCodes(data.recoveryCodes),
    },
  );
  if (codes) return <RecoveryCodes codes={codes} onDone={() => router.refresh()} />;
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app on your phone (any app that reads TOTP codes).</li>
        <li>Scan this code, or type the secret below into the app.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <QrCode rows={enrolment.qr} label="QR code of your second factor's secret" />
      <p className="text-sm text-slate-700">
        Secret:{" "}
        <code data-testid="second-factor-secret" className="rounded bg-slate-100 px-1 font-mono">
          {enrolment.secret}
        </code>
      </p>
      <form onSubmit={submit} noValidate className="flex items-start gap-3">
        <div className="w-48">
          <TextField
            form={form}
            name="code"
            label="Code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        </div>
        <div className="pt-7">
          <Button type="submit" pending={pending}>
            Confirm
          </Button>
        </div>
      </form>
      <RefusalAlert {...alert} />
    </div>
  );
}

/** Shown once: the codes are stored hashed, so nobody can show them again. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section
      aria-labelledby="recovery-heading"
      className="space-y-3 rounded-md bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h3 id="recovery-heading" className="font-semibold text-amber-950">
        Your recovery codes
      </h3>
      <p className="text-sm text-amber-950">
        Each works once, in place of a code, if you lose your phone. Keep them somewhere safe: they
        are not shown again.
      </p>
      <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone}>I have kept them</Button>
    </section>
  );
}
