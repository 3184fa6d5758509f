"use client";

import type { InputHTMLAttributes, ReactNode, RefObject, TextareaHTMLAttributes } from "react";
import {
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type RegisterOptions,
  type UseFormReturn,
} from "react-hook-form";
import { describedBy, Field, Input, Select, Textarea } from "./field";

// The console's one set of form fields, bound to react-hook-form: every form (money, onboarding,
// customer editors, cards, compliance) uses these. A field's id is its path
// (`creditor.address.city`), so a refusal from the provider can land on it and focus it.

/** How a typed value reaches the schema: a blank optional field is left out, not sent empty. */
export const typed = {
  optional: (value: string) => (value.trim() === "" ? undefined : value),
  code: (value: string) => value.trim().toUpperCase(),
  iban: (value: string) => value.replace(/\s+/g, "").toUpperCase(),
  /** A code such as a country, in capitals; left empty, it is left out ("… is required"). */
  optionalCode: (value: string) => typed.optional(typed.code(value)),
};

export type Option = { value: string; label: string };

export type Bound<V extends FieldValues, O> = {
  // biome-ignore lint/suspicious/noExplicitAny: any transformed output type binds
  form: UseFormReturn<V, any, O>;
  name: Path<V>;
  label: string;
  hint?: string;
  /** Says "(optional)" in the label; a blank value is left out of the request. */
  optional?: boolean;
  setValueAs?: (value: string) => unknown;
  rules?: RegisterOptions<V, Path<V>>;
};

/** The message at a path: the field's own, or a list's own (react-hook-form keeps it in `root`). */
export function errorAt(errors: object, path: string): string | undefined {
  const error: { message?: string; root?: { message?: string } } | undefined = get(errors, path);
  return error?.message ?? error?.root?.message;
}

/**
 * The field's label, hint and error around its control, and its registration. A field marked
 * wrong is checked again as it changes, so its message goes as soon as the value is right.
 */
function boundField<V extends FieldValues, O>(
  props: Bound<V, O>,
  children: (bind: object) => ReactNode,
) {
  const { form, name, label, hint, optional, rules } = props;
  const setValueAs = props.setValueAs ?? (optional ? typed.optional : undefined);
  const error = errorAt(form.formState.errors, name);
  const registration = form.register(name, {
    ...rules,
    ...(setValueAs ? { setValueAs } : {}),
    onChange: (event) => {
      rules?.onChange?.(event);
      if (form.getFieldState(name).error) void form.trigger(name);
    },
  } as RegisterOptions<V, Path<V>>);
  return (
    <Field id={name} label={optional ? `${label} (optional)` : label} error={error} hint={hint}>
      {children({
        id: name,
        ...registration,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy(name, error, hint),
      })}
    </Field>
  );
}

/** A field's binding props apart from the control's own attributes. */
function splitBound<V extends FieldValues, O, R>(
  props: Bound<V, O> & R,
): [Bound<V, O>, Omit<typeof props, keyof Bound<V, O>>] {
  const { form, name, label, hint, optional, setValueAs, rules, ...control } = props;
  return [{ form, name, label, hint, optional, setValueAs, rules }, control];
}

export function TextField<V extends FieldValues, O>(
  props: Bound<V, O> & Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name">,
) {
  const [bound, input] = splitBound(props);
  return boundField(bound, (bind) => <Input {...input} {...bind} />);
}

/** Several lines of text: a note, a finding. */
export function TextAreaField<V extends FieldValues, O>(
  props: Bound<V, O> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "form" | "name">,
) {
  const [bound, textarea] = splitBound(props);
  return boundField(bound, (bind) => <Textarea {...textarea} {...bind} />);
}

/** A select of allowed values; the empty choice means "not chosen". */
export function SelectField<V extends FieldValues, O>({
  options,
  placeholder,
  ...props
}: Bound<V, O> & { options: readonly (Option | string)[]; placeholder?: string }) {
  return boundField(props, (bind) => (
    <Select {...bind}>
      <option value="">{placeholder ?? (props.optional ? "None" : "Choose…")}</option>
      {options.map((option) => {
        const { value, label } =
          typeof option === "string" ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </Select>
  ));
}

/** The amount as a person types it ("12.50"); the schema turns it into the exact JSON number. */
export function AmountField<V extends FieldValues, O>({
  form,
  currency,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any transformed output type binds
  form: UseFormReturn<V, any, O>;
  currency: string;
}) {
  return (
    <TextField
      form={form}
      name={"amount" as Path<V>}
      label={`Amount (${currency})`}
      hint="In major units with a dot for decimals, e.g. 12.50"
      inputMode="decimal"
      autoComplete="off"
    />
  );
}

/**
 * A file chosen for a form: the browser checks what the schema can (size, name) before sending;
 * the server reads the content. `input` lets the form clear the control after a success.
 */
export function FileField<V extends FieldValues, O>({
  form,
  name,
  label,
  hint,
  accept,
  input,
}: Pick<Bound<V, O>, "form" | "name" | "label" | "hint"> & {
  accept: string;
  input?: RefObject<HTMLInputElement | null>;
}) {
  const error = errorAt(form.formState.errors, name);
  return (
    <Field id={name} label={label} hint={hint} error={error}>
      <input
        ref={input}
        id={name}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(name, error, hint)}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return form.resetField(name);
          form.setValue(name, file as PathValue<V, Path<V>>, {
            shouldValidate: form.formState.isSubmitted,
          });
        }}
      />
    </Field>
  );
}
