"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { enumOptions } from "@/components/ui/enum-options";
import { describedBy, Field, Textarea } from "@/components/ui/field";
import { errorAt, SelectField, TextField } from "@/components/ui/form-fields";
import { useActionForm } from "@/components/ui/use-action-form";
import { changeSpendControl } from "@/features/spend-controls/actions/change-spend-control";
import { createSpendControl } from "@/features/spend-controls/actions/create-spend-control";
import { replaceSpendControl } from "@/features/spend-controls/actions/replace-spend-control";
import { spendControlEntry, spendControlPeriods } from "@/lib/cams";
import type { GroupRules } from "../lib/explain";
import { onFormFields } from "../lib/field-errors";

type Mode = "create" | "change" | "replace";
type Entry = z.input<typeof spendControlEntry>;

const words: Record<Mode, { submit: string; done: string }> = {
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

/** The form's values for a group: each list one item per line, each limit's figures as text. */
function entryOf(group?: GroupRules & { is_enabled?: boolean }): Entry {
  const limits = [...(group?.periodicities ?? [])];
  // An old single limit (periodicity, deprecated) is shown among the limits, so a replacement
  // keeps it as one of them rather than dropping it unseen.
  const old = group?.periodicity;
  if (old && !limits.some((limit) => limit.period === old.period)) limits.push(old);
  return {
    name: group?.name ?? "",
    is_enabled: group?.is_enabled ?? true,
    merchant_category_codes: (group?.merchant_category_codes ?? []).join("\n"),
    merchant_ids: (group?.merchant_ids ?? []).join("\n"),
    terminal_locations: (group?.terminal_locations ?? []).join("\n"),
    terminal_ids: (group?.terminal_ids ?? []).join("\n"),
    periodicities: limits.map((limit) => ({
      period: limit.period as Entry["periodicities"][number]["period"],
      max_amount: limit.max_amount == null ? "" : String(limit.max_amount),
      max_count: "max_count" in limit && limit.max_count != null ? String(limit.max_count) : "",
    })),
  };
}

/**
 * A spend control group's fields, for creating one, changing some of its fields (only what the
 * person changed is sent) or replacing it whole (every field is sent; the bin never is).
 */
export function SpendControlForm({
  mode,
  cardId,
  group,
}: {
  mode: Mode;
  cardId: string;
  group?: GroupRules & { id: string; is_enabled?: boolean };
}) {
  const router = useRouter();
  const [review, setReview] = useState(false);
  const initial = entryOf(group);
  const original = spendControlEntry.safeParse(initial).data;
  const prefix = `${mode}-`;
  const { form, submit, pending } = useActionForm(
    spendControlEntry,
    (values) => {
      if (mode === "create") return createSpendControl({ card_id: cardId, rules: values });
      if (mode === "replace")
        return replaceSpendControl({ card_id: cardId, id: group!.id, rules: values });
      // Only the fields whose value differs from what the group had.
      const changes = Object.fromEntries(
        Object.entries(values).filter(
          ([key, value]) =>
            JSON.stringify(value) !==
            JSON.stringify(original?.[key as keyof typeof values] ?? null),
        ),
      );
      return changeSpendControl({ card_id: cardId, id: group!.id, changes });
    },
    {
      defaultValues: initial,
      success: words[mode].done,
      // A refusal's field errors land on the form's own fields; the hook then shows them.
      onRefusal: (refusal) => {
        refusal.fieldErrors = onFormFields(refusal.fieldErrors);
        return false;
      },
      onSuccess: () => {
        setReview(false);
        if (mode === "create") form.reset(entryOf());
        router.refresh();
      },
    },
  );
  const limits = useFieldArray({ control: form.control, name: "periodicities" });
  const enabledHint = "A disabled group is kept but declines nothing.";
  const onSubmit =
    mode === "replace" && !review
      ? form.handleSubmit(() => setReview(true))
      : (event: React.FormEvent) => submit(event);

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
            <Button variant="secondary" disabled={pending} onClick={() => setReview(false)}>
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
