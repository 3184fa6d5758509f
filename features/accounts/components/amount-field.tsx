"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { TextField } from "./text-field";

/** The amount as a person types it ("12.50"); the schema turns it into the exact JSON number. */
export function AmountField<V extends FieldValues, O>({
  form,
  currency,
}: {
  form: UseFormReturn<V, unknown, O>;
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
