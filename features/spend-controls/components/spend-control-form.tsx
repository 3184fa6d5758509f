"use client";

import { Button } from "@/components/ui/button";
import { enumOptions } from "@/components/ui/enum-options";
import { describedBy, Field, Textarea } from "@/components/ui/field";
import { errorAt, SelectField, TextField } from "@/components/ui/form-fields";
import { spendControlPeriods } from "@/lib/cams";
import {
  type EditedGroup,
  type SpendControlMode,
  useSpendControlForm,
} from "./use-spend-control-form";

const words: Record<SpendControlMode, { submit: string; done: string }> = {
  create: { submit: "Create group", done: "Spend control group created" },
  change: { submit: "Save the changed fields", done: "Changed fields saved" },
  replace: { submit: "Review the replacement…", done: "Group replaced" },
};

const lists = [
  ["merchant_category_codes", "Merchant category codes", "4 digits each, e.g. 5411"],
  ["merchant_ids", "Merchant ids", "As the merchant's acquirer sends them"],
  ["terminal_locations", "Terminal locations", "Countries, 2 letters each, e.g. DE"],
  ["terminal_ids", "Terminal ids", "As the terminal sends them"],
] as const;

/**
 * A spend control group's fields, for creating one, changing some of its fields (only what the
 * person changed is sent) or replacing it whole (every field is sent; the bin never is).
 */
export function SpendControlForm({
  mode,
  cardId,
  group,
}: {
  mode: SpendControlMode;
  cardId: string;
  group?: EditedGroup;
}) {
  const { form, limits, pending, review, onSubmit, cancelReview } = useSpendControlForm(
    mode,
    cardId,
    group,
    words[mode].done,
  );
  const prefix = `${mode}-`;
  const enabledHint = "A disabled group is kept but declines nothing.";

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={words[mode].submit}>
      <fieldset disabled={review} className="space-y-4 disabled:opacity-60">
        <TextField form={form} name="name" label="Name" id={`${prefix}name`} />
        <div className="flex items-center gap-2">
          <input
            type="checkbox"
            id={`${prefix}is_enabled`}
            className="size-4"
            aria-describedby={`${prefix}is_enabled-hint`}
            {...form.register("is_enabled")}
          />
          <label htmlFor={`${prefix}is_enabled`} className="text-sm font-medium text-slate-800">
            Enabled
          </label>
          <span id={`${prefix}is_enabled-hint`} className="text-xs text-slate-600">
            {enabledHint}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          Each list allows only what it names; an empty list allows everything. One item per line.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {lists.map(([name, label, hint]) => {
            const id = `${prefix}${name}`;
            const error = errorAt(form.formState.errors, name);
            return (
              <Field key={name} id={id} label={label} error={error} hint={hint}>
                <Textarea
                  id={id}
                  rows={3}
                  aria-invalid={Boolean(error)}
                  aria-describedby={describedBy(id, error, hint)}
                  {...form.register(name)}
                />
              </Field>
            );
          })}
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">Limits (optional)</legend>
          <p className="text-sm text-slate-600">
            A maximum may be reached, not exceeded. Periods are calendar periods in UTC.
          </p>
          {errorAt(form.formState.errors, "periodicities") && (
            <p role="alert" className="text-xs font-medium text-red-700">
              {errorAt(form.formState.errors, "periodicities")}
            </p>
          )}
          {limits.fields.map((field, index) => {
            const rowError = form.formState.errors.periodicities?.[index]?.root?.message;
            const rowMessage =
              rowError ?? (form.formState.errors.periodicities?.[index]?.message as string);
            return (
              <div key={field.id} className="rounded-md p-3 ring-1 ring-slate-200">
                <div className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
                  <SelectField
                    form={form}
                    name={`periodicities.${index}.period`}
                    label="Period"
                    options={enumOptions(spendControlPeriods)}
                  />
                  <TextField
                    form={form}
                    name={`periodicities.${index}.max_amount`}
                    label="Maximum amount"
                    hint="Optional, e.g. 100.00"
                    inputMode="decimal"
                    autoComplete="off"
                  />
                  <TextField
                    form={form}
                    name={`periodicities.${index}.max_count`}
                    label="Maximum count"
                    hint="Optional, a whole number"
                    inputMode="numeric"
                    autoComplete="off"
                  />
                  <Button
                    variant="ghost"
                    className="sm:mt-6"
                    onClick={() => limits.remove(index)}
                    aria-label={`Remove limit ${index + 1}`}
                  >
                    Remove
                  </Button>
                </div>
                {rowMessage && (
                  <p role="alert" className="mt-2 text-xs font-medium text-red-700">
                    {rowMessage}
                  </p>
                )}
              </div>
            );
          })}
          <Button
            variant="secondary"
            onClick={() => limits.append({ period: "Daily", max_amount: "", max_count: "" })}
          >
            Add a limit
          </Button>
        </fieldset>
      </fieldset>
      {review ? (
        <div
          role="alertdialog"
          aria-labelledby={`${prefix}confirm`}
          className="space-y-3 rounded-md bg-amber-50 p-4 ring-1 ring-amber-300"
        >
          <h3 id={`${prefix}confirm`} className="text-sm font-semibold text-amber-950">
            {`Replace every field of '${group?.name ?? "this group"}'?`}
          </h3>
          <p className="text-sm text-amber-950">
            The group will hold exactly what this form shows: an empty list allows everything, a
            limit not listed is removed. Its BIN stays.
          </p>
          <div className="flex gap-2">
            <Button type="submit" pending={pending}>
              Replace the whole group
            </Button>
            <Button variant="secondary" disabled={pending} onClick={cancelReview}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" pending={pending}>
          {words[mode].submit}
        </Button>
      )}
    </form>
  );
}
