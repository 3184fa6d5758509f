"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { type FormDefaults, useActionForm } from "@/components/ui/use-action-form";
import { ErrorCode } from "@/lib/cams";
import type { ActionResult, AwaitingApproval } from "@/lib/console/actions/result";
import type { MovementCheck } from "../lib/money-movements";
import { IN_DOUBT } from "../lib/movement-codes";
import { movementCheckKey } from "../lib/query-keys";

const CHECK_EVERY_MS = 3_000;

/**
 * A money form in three steps: fill in (checked by the lib/cams schema), review the amount and
 * counterparty in a confirmation, then send. A refusal closes the confirmation so its field
 * error shows on the field; a success keeps what was sent beside what the provider answered, and
 * re-reads the page so the balance and the transactions shown are the provider's. The result
 * and the re-read page show together (one transition): "New balance" never stands beside the
 * old balance, and the next check of the amount is against the new one.
 *
 * Each intent carries one idempotency key, made when the form opens and kept in the tab's
 * sessionStorage until the intent's outcome is known: sending it again (a double click, a retry,
 * a reload, a duplicated tab) cannot move money twice. A send the provider did not answer is shown as being
 * checked, never as failed, and is asked about until its outcome is known. Only a known outcome
 * opens a new intent, with a new key.
 */
export function useMoneyForm<S extends z.ZodType<FieldValues, FieldValues>, T>(
  schema: S,
  send: (
    values: z.output<S>,
    idempotencyKey: string,
  ) => Promise<ActionResult<T> | AwaitingApproval>,
  defaultValues: FormDefaults<z.input<S>>,
  /** Which form this is, e.g. `<account_id>:debit`: its open intent survives a reload. */
  intent: string,
  /** For money leaving the account: the amount field's words when the provider finds too little (4225064). */
  insufficientFunds?: string,
) {
  const router = useRouter();
  const [key, setKey] = useIntentKey(`money-intent:${intent}`);
  const [review, setReview] = useState<z.output<S> | null>(null);
  const [result, setResult] = useState<{ data: T; sent: z.output<S> } | null>(null);
  const [check, setCheck] = useState<MovementCheck | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const nextIntent = () => setKey(crypto.randomUUID());
  const { form, submit, pending, alert, awaiting } = useActionForm(
    schema,
    async (sent) => {
      const outcome = await send(sent, key);
      setReview(null);
      if (outcome.ok && outcome.pending) {
        // Held back for a second person: this intent is now the request's; the form starts anew.
        nextIntent();
        form.reset();
      } else if (outcome.ok) {
        nextIntent();
        form.reset();
        startRefresh(() => {
          setResult({ data: outcome.data, sent });
          router.refresh();
        });
      } else if (outcome.code !== IN_DOUBT) {
        // Refused: nothing moved, and the corrected form is another intent.
        nextIntent();
      }
      return outcome;
    },
    {
      defaultValues,
      onRefusal: (refusal) => {
        // The provider's "insufficient funds" concerns the amount: it lands there, in words.
        if (insufficientFunds && refusal.code === String(ErrorCode.InsufficientFunds)) {
          refusal.fieldErrors.amount ??= insufficientFunds;
          // The balance moved since the page was read: show the provider's.
          router.refresh();
        }
        if (refusal.code !== IN_DOUBT) return false;
        setCheck({ status: "checking", message: refusal.message });
        return true;
      },
    },
  );

  const checking = check?.status === "checking";
  // Only this question is asked again while the outcome is unknown; the page stays as it is.
  const { data: answer } = useQuery({
    queryKey: movementCheckKey(key),
    queryFn: () => fetchMovementCheck(key),
    enabled: checking,
    refetchInterval: CHECK_EVERY_MS,
  });
  useEffect(() => {
    if (!checking || !answer || answer.status === "checking") return;
    setCheck(answer);
    setKey(crypto.randomUUID());
    if (answer.status === "done") {
      form.reset();
      router.refresh();
    }
  }, [checking, answer, form, router, setKey]);

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
    pending: pending || checking || refreshing,
    alert,
    /** The four-eyes request the last send made, if a policy held it back. */
    awaiting,
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

/** The movement's outcome as the console knows it; a failed read is asked again. */
async function fetchMovementCheck(key: string): Promise<MovementCheck> {
  const response = await fetch(`/api/money-movements/${encodeURIComponent(key)}`, {
    cache: "no-store",
  });
  if (!response.ok)
    return {
      status: "checking",
      message:
        "The console could not ask the provider just now. Do not send it again: it asks again by itself.",
    };
  return (await response.json()) as MovementCheck;
}
