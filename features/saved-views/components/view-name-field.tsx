"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { describedBy, Field, Input } from "@/components/ui/field";
import { MAX_VIEW_NAME } from "../lib/saveable-paths";

const focus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The view's name. Its id is the caller's (the dialog sits over list pages whose own fields
 * may be called `name`); its error is the form's `name` error, the server's included.
 */
export function ViewNameField<V extends FieldValues & { name: string }, O>({
  id,
  form,
}: {
  id: string;
  // biome-ignore lint/suspicious/noExplicitAny: any transformed output type binds
  form: UseFormReturn<V, any, O>;
}) {
  const error = form.formState.errors.name?.message as string | undefined;
  const hint = `Up to ${MAX_VIEW_NAME} characters; each of your views has its own name.`;
  return (
    <Field id={id} label="Name" error={error} hint={hint}>
      <Input
        id={id}
        autoComplete="off"
        className={focus}
        {...form.register("name" as Path<V>)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
      />
    </Field>
  );
}
