"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionResult } from "@/lib/console/actions/result";

/**
 * A money form in three steps: fill in (checked by the lib/cams schema), review the amount and
 * counterparty in a confirmation, then send. A refusal closes the confirmation so its field
 * error shows on the field; a success keeps what was sent beside what the provider answered, and
 * re-reads the page so the balance and the transactions shown are the provider's.
 */
export function useMoneyForm<S extends z.ZodType<FieldValues, FieldValues>, T>(
  schema: S,
  send: (values: z.output<S>) => Promise<ActionResult<T>>,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const router = useRouter();
  const [review, setReview] = useState<z.output<S> | null>(null);
  const [result, setResult] = useState<{ data: T; sent: z.output<S> } | null>(null);
  const { form, submit, pending } = useActionForm(
    schema,
    async (values) => {
      // useActionForm hands over what the schema parsed: the typed amount is a number by now.
      const sent = values as unknown as z.output<S>;
      const outcome = await send(sent);
      setReview(null);
      if (outcome.ok) {
        setResult({ data: outcome.data, sent });
        form.reset();
        router.refresh();
      }
      return outcome;
    },
    { defaultValues },
  );
  const ask = form.handleSubmit((values) => {
    setResult(null);
    setReview(values);
  });
  return {
    form,
    ask,
    review,
    result,
    pending,
    confirm: () => submit(),
    cancel: () => setReview(null),
  };
}
