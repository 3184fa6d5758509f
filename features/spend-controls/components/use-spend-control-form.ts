"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { useFieldArray } from "react-hook-form";
import type { z } from "zod";
import { useActionForm } from "@/components/ui/use-action-form";
import { changeSpendControl } from "@/features/spend-controls/actions/change-spend-control";
import { createSpendControl } from "@/features/spend-controls/actions/create-spend-control";
import { replaceSpendControl } from "@/features/spend-controls/actions/replace-spend-control";
import { spendControlEntry } from "@/lib/cams";
import type { GroupRules } from "../lib/explain";
import { onFormFields } from "../lib/field-errors";

export type SpendControlMode = "create" | "change" | "replace";
type Entry = z.input<typeof spendControlEntry>;
export type EditedGroup = GroupRules & { id: string; is_enabled?: boolean };

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
 * A spend control group's form and what a submit does with it: create sends the whole group;
 * change sends only the fields whose value differs from what the group had; replace first asks
 * for a review (`review`), and only the confirmed review sends every field. `success` is the
 * message once the provider has it.
 */
export function useSpendControlForm(
  mode: SpendControlMode,
  cardId: string,
  group: EditedGroup | undefined,
  success: string,
) {
  const router = useRouter();
  const [review, setReview] = useState(false);
  const initial = entryOf(group);
  const original = spendControlEntry.safeParse(initial).data;
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
      success,
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
  const onSubmit =
    mode === "replace" && !review
      ? form.handleSubmit(() => setReview(true))
      : (event: FormEvent) => submit(event);
  return { form, limits, pending, review, onSubmit, cancelReview: () => setReview(false) };
}
