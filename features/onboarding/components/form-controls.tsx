"use client";

import { createContext, type ReactNode, useContext } from "react";
import { type Path, type RegisterOptions, useFormContext } from "react-hook-form";
import { CountryField } from "@/components/ui/country-field";
import { SelectField, TextField } from "@/components/ui/form-fields";
import type { OnboardingDraft } from "@/features/onboarding/lib/draft";
import type { OnboardingOptions, Option } from "@/features/onboarding/lib/options";

export type DraftPath = Path<OnboardingDraft>;

export const OptionsContext = createContext<OnboardingOptions>({ currencies: [] });

type ControlProps = {
  name: DraftPath;
  label: string;
  hint?: string;
  optional?: boolean;
  rules?: RegisterOptions<OnboardingDraft, DraftPath>;
};

// The wizard's fields are the console's one set (components/ui/form-fields), bound to the
// draft through the form context its steps share.

export function TextInput({ type = "text", ...props }: ControlProps & { type?: string }) {
  const form = useFormContext<OnboardingDraft>();
  // A wizard field keeps "" for blank: the draft is shaped into the request on review.
  return <TextField form={form} type={type} setValueAs={keep} {...props} />;
}

export function SelectInput(
  props: ControlProps & { options: readonly (Option | string)[]; placeholder?: string },
) {
  const form = useFormContext<OnboardingDraft>();
  return <SelectField form={form} setValueAs={keep} {...props} />;
}

const keep = (value: string) => value;

/** The console's one country field; the draft keeps "" for blank, like every wizard field. */
export function CountryInput(props: ControlProps) {
  const form = useFormContext<OnboardingDraft>();
  return <CountryField form={form} setValueAs={keep} {...props} />;
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
