"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState, useTransition } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { useToaster } from "@/components/ui/toaster";
import type { ActionResult, AwaitingApproval } from "@/lib/console/actions/result";

/** What a form shows in its RefusalAlert: the refusal's sentence and code, and how to dismiss it. */
export type RefusalAlertProps = { message?: string; code?: string; onDismiss: () => void };

/**
 * What a form starts with: any part of the schema's input, where a leaf may also be text. Fields
 * hold what inputs hold, and a value read back from the provider (a country, a currency) comes
 * as a plain string: the schema checks it on submit, so a form states its defaults as they are.
 */
export type FormDefaults<T> = T extends readonly (infer U)[]
  ? FormDefaults<U>[]
  : T extends object
    ? { [K in keyof T]?: FormDefaults<T[K]> }
    : T | string;

/**
 * A react-hook-form form on a lib/cams schema whose submit calls a server action. The browser
 * catches what the schema catches; what only the server knows (a refusal by the provider) lands
 * on the field it concerns, and its sentence, explained from the error catalog, in `alert`: the
 * form renders it with RefusalAlert, inline, until dismissed or the next submit.
 */
export function useActionForm<S extends z.ZodType<FieldValues, FieldValues>, T>(
  schema: S,
  /** Given what the schema parsed: typed amounts and hours are numbers by now. */
  action: (values: z.output<S>) => Promise<ActionResult<T> | AwaitingApproval>,
  options: {
    defaultValues?: FormDefaults<z.input<S>>;
    success?: string;
    onSuccess?: (data: T) => void;
    /** Held back by a four-eyes policy: the request that now waits for a second person. */
    onPending?: (requestId: string) => void;
    /** Takes a refusal the caller shows in its own way; true means it was handled. */
    onRefusal?: (refusal: Extract<ActionResult<T>, { ok: false }>) => boolean;
  } = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    // The one place defaults meet the schema's input type: text where it wants a code or an
    // enum is what the resolver checks on submit.
    defaultValues: options.defaultValues as DefaultValues<z.input<S>>,
  });
  const [pending, startTransition] = useTransition();
  const toaster = useToaster();
  const [refusal, setRefusal] = useState<{ message: string; code: string } | null>(null);
  // The request a four-eyes policy made of the last submit: shown with AwaitingApprovalNotice.
  const [awaiting, setAwaiting] = useState<string | null>(null);

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      setRefusal(null);
      setAwaiting(null);
      const result = await action(values);
      if (result.ok && result.pending) {
        setAwaiting(result.pending.requestId);
        options.onPending?.(result.pending.requestId);
        return;
      }
      if (result.ok) {
        // After an await the transition is over: a new one puts the message and what onSuccess
        // does (a refresh, a navigation) in one commit, so the message never shows over the
        // old page.
        startTransition(() => {
          if (options.success) toaster.success(options.success);
          options.onSuccess?.(result.data);
        });
        return;
      }
      if (options.onRefusal?.(result)) return;
      const fields = Object.entries(result.fieldErrors).filter(([path]) => path !== "root");
      for (const [path, message] of fields) {
        form.setError(path as Path<z.input<S>>, { type: "server", message }, { shouldFocus: true });
      }
      // A console validation refusal is all on fields; the provider's sentence is kept inline.
      const onFieldsOnly = fields.length > 0 && result.code === "VALIDATION";
      const whole = result.fieldErrors.root ?? (onFieldsOnly ? undefined : result.message);
      if (whole) setRefusal({ message: whole, code: result.code });
    }),
  );
  const alert: RefusalAlertProps = {
    message: refusal?.message,
    code: refusal?.code,
    onDismiss: () => setRefusal(null),
  };
  return { form, submit, pending, alert, awaiting };
}
