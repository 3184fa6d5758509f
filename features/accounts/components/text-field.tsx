"use client";

import type { InputHTMLAttributes } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { describedBy, Field, Input } from "@/components/ui/field";

/** How a typed value reaches the schema: blank optional fields are left out, not sent empty. */
export const typed = {
  optional: (value: string) => (value.trim() === "" ? undefined : value),
  code: (value: string) => value.trim().toUpperCase(),
  iban: (value: string) => value.replace(/\s+/g, "").toUpperCase(),
};

/**
 * One text input of a money form, registered under its request path (`creditor.address.city`)
 * so an error from the schema or from the provider lands right under it. An optional field says
 * so in its label, and is left out of the body when blank.
 */
export function TextField<V extends FieldValues, O>({
  form,
  name,
  label,
  hint,
  optional,
  setValueAs = optional ? typed.optional : undefined,
  ...input
}: {
  form: UseFormReturn<V, unknown, O>;
  name: Path<V>;
  label: string;
  hint?: string;
  optional?: boolean;
  setValueAs?: (value: string) => unknown;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name">) {
  const id = name.replaceAll(".", "-");
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field id={id} label={optional ? `${label} (optional)` : label} error={error} hint={hint}>
      <Input
        id={id}
        {...input}
        {...form.register(name, setValueAs ? { setValueAs } : {})}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
      />
    </Field>
  );
}
