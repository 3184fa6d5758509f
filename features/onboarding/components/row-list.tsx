"use client";

import type { ReactNode } from "react";
import { type FieldArray, useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { errorAt } from "@/components/ui/form-fields";
import type { OnboardingDraft } from "@/features/onboarding/lib/draft";

type ListName = "identifications" | "addresses" | "accounts" | "cards";

/**
 * A list of the request (identifications, addresses, accounts, cards) as rows the user adds
 * and removes. Each row is a fieldset named "Card 2" and so on; the list's own error
 * ("at least one identification…") sits on top, focusable so a refusal can land on it.
 */
export function RowList<N extends ListName>({
  name,
  noun,
  label,
  newRow,
  children,
}: {
  name: N;
  noun: string;
  /** The list's name where its own message is listed among a step's problems. */
  label: string;
  newRow: () => FieldArray<OnboardingDraft, N>;
  children: (index: number) => ReactNode;
}) {
  const { control, formState, clearErrors } = useFormContext<OnboardingDraft>();
  const rows = useFieldArray({ control, name });
  const error = errorAt(formState.errors, name);
  return (
    <>
      {error && (
        <p
          id={name}
          data-label={label}
          tabIndex={-1}
          role="alert"
          className="text-sm font-medium text-red-700"
        >
          {error}
        </p>
      )}
      {rows.fields.map((field, index) => (
        <fieldset key={field.id} className="rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {noun} {index + 1}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">{children(index)}</div>
          <div className="mt-3 flex justify-end">
            <Button
              variant="ghost"
              onClick={() => rows.remove(index)}
              aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() => {
          // A first row answers "at least one"; what the row itself lacks shows on Next.
          if (rows.fields.length === 0) clearErrors(name);
          rows.append(newRow());
        }}
      >
        Add {noun.toLowerCase()}
      </Button>
    </>
  );
}
