"use client";

import { createContext, type ReactNode, useContext } from "react";
import {
  type FieldErrors,
  get,
  type Path,
  type RegisterOptions,
  useFormContext,
} from "react-hook-form";
import { describedBy, Field, Input, Select } from "@/components/ui/field";
import type { OnboardingDraft } from "@/features/onboarding/lib/draft";
import type { OnboardingOptions, Option } from "@/features/onboarding/lib/options";

export type DraftPath = Path<OnboardingDraft>;

export const OptionsContext = createContext<OnboardingOptions>({ countries: [], currencies: [] });

/** The message at a path: a field's own, or a list's own (react-hook-form keeps it in `root`). */
export function errorAt(errors: FieldErrors<OnboardingDraft>, path: string): string | undefined {
  const error: { message?: string; root?: { message?: string } } | undefined = get(errors, path);
  return error?.message ?? error?.root?.message;
}

type ControlProps = {
  name: DraftPath;
  label: string;
  hint?: string;
  optional?: boolean;
  rules?: RegisterOptions<OnboardingDraft, DraftPath>;
};

/** A labelled control bound to the draft; its id is its path, so a refusal can focus it. */
function Bound({
  name,
  label,
  hint,
  optional,
  children,
}: Omit<ControlProps, "rules"> & {
  children: (aria: { "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const { formState } = useFormContext<OnboardingDraft>();
  const error = errorAt(formState.errors, name);
  return (
    <Field id={name} label={optional ? `${label} (optional)` : label} error={error} hint={hint}>
      {children({
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy(name, error, hint),
      })}
    </Field>
  );
}

/**
 * The field's registration. A field marked wrong is checked again as it changes, so its message
 * goes as soon as the value is right (the form itself checks only when asked to go on).
 */
function useRegister(name: DraftPath, rules: ControlProps["rules"]) {
  const { register, trigger, getFieldState } = useFormContext<OnboardingDraft>();
  return register(name, {
    ...rules,
    onChange: (event) => {
      rules?.onChange?.(event);
      if (getFieldState(name).error) void trigger(name);
    },
  });
}

export function TextInput({ type = "text", ...props }: ControlProps & { type?: string }) {
  const field = useRegister(props.name, props.rules);
  return (
    <Bound {...props}>{(aria) => <Input id={props.name} type={type} {...field} {...aria} />}</Bound>
  );
}

export function SelectInput({
  options,
  placeholder,
  ...props
}: ControlProps & { options: readonly (Option | string)[]; placeholder?: string }) {
  const field = useRegister(props.name, props.rules);
  return (
    <Bound {...props}>
      {(aria) => (
        <Select id={props.name} {...field} {...aria}>
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
      )}
    </Bound>
  );
}

export function CountrySelect(props: ControlProps) {
  return (
    <SelectInput
      {...props}
      options={useContext(OptionsContext).countries}
      placeholder="Choose a country"
    />
  );
}

export function CurrencySelect(props: ControlProps) {
  return <SelectInput {...props} options={useContext(OptionsContext).currencies} />;
}

/** A titled part of a step. */
export function Part({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </div>
  );
}
