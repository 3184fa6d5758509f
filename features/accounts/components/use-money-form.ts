"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionResult } from "@/lib/console/actions/result";
import { checkMoneyMovement } from "../actions/check-money-movement";
import type { MovementCheck } from "../lib/money-movements";

/** Its code when the provider has not said whether the movement went through (money-movements.ts). */
const IN_DOUBT = "MOVEMENT_IN_DOUBT";
const CHECK_EVERY_MS = 3_000;

/**
 * A money form in three steps: fill in (checked by the lib/cams schema), review the amount and
 * counterparty in a confirmation, then send. A refusal closes the confirmation so its field
 * error shows on the field; a success keeps what was sent beside what the provider answered, and
 * re-reads the page so the balance and the transactions shown are the provider's.
 *
 * Each intent carries one idempotency key, made when the form opens and kept in the tab's
 * sessionStorage until the intent's outcome is known: sending it again (a double click, a retry,
 * a reload, a duplicated tab) cannot move money twice. A send the provider did not answer is shown as being
 * checked, never as failed, and is asked about until its outcome is known. Only a known outcome
 * opens a new intent, with a new key.
 */
export function useMoneyForm<S extends z.ZodType<FieldValues, FieldValues>, T>(
  schema: S,
  send: (values: z.output<S>, idempotencyKey: string) => Promise<ActionResult<T>>,
  defaultValues: DefaultValues<z.input<S>>,
  /** Which form this is, e.g. `<account_id>:debit`: its open intent survives a reload. */
  intent: string,
) {
  const router = useRouter();
  const [key, setKey] = useIntentKey(`money-intent:${intent}`);
  const [review, setReview] = useState<z.output<S> | null>(null);
  const [result, setResult] = useState<{ data: T; sent: z.output<S> } | null>(null);
  const [check, setCheck] = useState<MovementCheck | null>(null);
  const nextIntent = () => setKey(crypto.randomUUID());
  const { form, submit, pending, alert } = useActionForm(
    schema,
    async (values) => {
      // useActionForm hands over what the schema parsed: the typed amount is a number by now.
      const sent = values as unknown as z.output<S>;
      const outcome = await send(sent, key);
      setReview(null);
      if (outcome.ok) {
        setResult({ data: outcome.data, sent });
        nextIntent();
        form.reset();
        router.refresh();
      } else if (outcome.code !== IN_DOUBT) {
        // Refused: nothing moved, and the corrected form is another intent.
        nextIntent();
      }
      return outcome;
    },
    {
      defaultValues,
      onRefusal: (refusal) => {
        if (refusal.code !== IN_DOUBT) return false;
        setCheck({ status: "checking" });
        return true;
      },
    },
  );

  const checking = check?.status === "checking";
  useEffect(() => {
    if (!checking) return;
    const timer = setInterval(async () => {
      const answer = await checkMoneyMovement({ idempotency_key: key });
      if (!answer.ok || answer.data.status === "checking") return;
      setCheck(answer.data);
      setKey(crypto.randomUUID());
      if (answer.data.status === "done") {
        form.reset();
        router.refresh();
      }
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [checking, key, form, router, setKey]);

  const ask = form.handleSubmit((values) => {
    setResult(null);
    setCheck(null);
    setReview(values);
  });
  return {
    form,
    ask,
    review,
    result,
    check,
    pending: pending || checking,
    alert,
    confirm: () => submit(),
    cancel: () => setReview(null),
  };
}

/** The open intent's key, kept in sessionStorage under `name` so a reload sends the same one. */
function useIntentKey(name: string) {
  const [key, setKey] = useState(() => {
    const stored = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(name);
    return stored ?? crypto.randomUUID();
  });
  useEffect(() => sessionStorage.setItem(name, key), [name, key]);
  return [key, setKey] as const;
}
