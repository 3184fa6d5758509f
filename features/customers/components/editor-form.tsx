"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { InputHTMLAttributes } from "react";
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { describedBy, Field, Input, Select } from "@/components/ui/field";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionResult } from "@/lib/console/actions/result";
import { customerPath } from "./editor-page";

/** An editor's form: on success a toast, then back to the customer page, which shows the change. */
export function useCustomerEditor<S extends z.ZodType<FieldValues, FieldValues>, T>(
  customerId: string,
  schema: S,
  action: (input: z.input<S>) => Promise<ActionResult<T>>,
  options: { defaultValues: DefaultValues<z.input<S>>; success: string },
) {
  const router = useRouter();
  return useActionForm(schema, action, {
    ...options,
    onSuccess: () => router.push(customerPath(customerId)),
  });
}

/** An empty optional field is left out of the request, as the provider wants absent, not "". */
const absentWhenEmpty = { setValueAs: (value: string) => (value === "" ? undefined : value) };

type FieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  hint?: string;
  /** Empty means "not given" (left out) rather than a value the schema checks. */
  optional?: boolean;
};

function bindField<T extends FieldValues, O>({ form, name, optional }: FieldProps<T, O>) {
  const id = name.replaceAll(".", "-");
  const error = (get(form.formState.errors, name) as FieldError | undefined)?.message;
  return { id, error, registration: form.register(name, optional ? absentWhenEmpty : {}) };
}

export function TextField<T extends FieldValues, O>(
  props: FieldProps<T, O> & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete">,
) {
  const { id, error, registration } = bindField(props);
  return (
    <Field id={id} label={props.label} error={error} hint={props.hint}>
      <Input
        id={id}
        type={props.type}
        autoComplete={props.autoComplete}
        {...registration}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, props.hint)}
      />
    </Field>
  );
}

/** A select of the interface's allowed values; the empty choice means "not chosen". */
export function SelectField<T extends FieldValues, O>(
  props: FieldProps<T, O> & { options: readonly { value: string; label: string }[] },
) {
  const { id, error, registration } = bindField({ ...props, optional: true });
  return (
    <Field id={id} label={props.label} error={error} hint={props.hint}>
      <Select
        id={id}
        {...registration}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, props.hint)}
      >
        <option value="">Choose…</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Save, and a way out that changes nothing; above them, a problem that belongs to no field. */
export function EditorActions({
  customerId,
  pending,
  label,
  problem,
  disabled,
}: {
  customerId: string;
  pending: boolean;
  label: string;
  problem?: string;
  disabled?: boolean;
}) {
  return (
    <div className="col-span-full flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4">
      {problem && (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" pending={pending} disabled={disabled}>
        {label}
      </Button>
      <Link
        href={customerPath(customerId)}
        className="text-sm font-medium text-slate-700 hover:underline"
      >
        Cancel
      </Link>
    </div>
  );
}
