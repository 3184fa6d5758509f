"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { AwaitingApprovalNotice } from "@/components/ui/awaiting-approval";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CountryField } from "@/components/ui/country-field";
import { enumLabel } from "@/components/ui/enum-options";
import { describedBy, Field, Input, Select } from "@/components/ui/field";
import { HoldNotice } from "@/components/ui/hold-notice";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useToaster } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { replaceCard } from "@/features/cards/actions/replace-card";
import { cardReplacementReasons, cardReplaceRequest } from "@/lib/cams";
import { holdNotice, type PolicyInForce } from "@/lib/console/approvals/hold-notice";
import { replacementEffect } from "../lib/replacement-effect";

type Address = { line_1?: string; city?: string; postal_code?: string; country?: string };

const addressFields = [
  ["line_1", "Address line 1"],
  ["city", "City"],
  ["postal_code", "Postal code"],
] as const;

const focus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * Replaces the card: a reason and where to send the new one (prefilled from this card). A
 * replacement cannot be undone, so the form asks once more before it goes to the provider.
 */
export function ReplaceCardForm({
  cardId,
  lastFour,
  address,
  policy,
}: {
  cardId: string;
  lastFour?: string;
  address?: Address;
  /** The replacement's four-eyes policy in force, if any. */
  policy?: PolicyInForce | null;
}) {
  const router = useRouter();
  const toaster = useToaster();
  const [navigating, startNavigation] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { form, submit, pending, alert, awaiting } = useActionForm(
    cardReplaceRequest,
    (values) => replaceCard({ ...values, card_id: cardId }),
    {
      defaultValues: {
        carrier_delivery_address: {
          line_1: address?.line_1 ?? "",
          city: address?.city ?? "",
          postal_code: address?.postal_code ?? "",
          country: address?.country ?? "",
        },
      },
      onPending: () => setConfirming(false),
      // The message and the new card's page show together (one transition): never "This is the
      // new card" over the old card's details.
      onSuccess: (data) =>
        startNavigation(() => {
          setConfirming(false);
          router.push(`/cards/${encodeURIComponent(data.card_id)}`);
          toaster.success("Card replaced. This is the new card.");
        }),
      // A refusal closes the dialog, so its message shows on the field it concerns.
      onRefusal: () => {
        setConfirming(false);
        return false;
      },
    },
  );
  const { errors } = form.formState;
  const ask = form.handleSubmit(() => setConfirming(true));
  const reasonError = errors.reason?.message;
  const hold = holdNotice(policy, "replacement");

  return (
    <>
      <form onSubmit={ask} noValidate aria-labelledby="replace-heading" className="space-y-4">
        <h2 id="replace-heading" className="text-sm font-semibold text-slate-900">
          Replace card
        </h2>
        <Field id="reason" label="Reason" error={reasonError}>
          <Select
            id="reason"
            className={focus}
            {...form.register("reason", { onChange: () => setConfirming(false) })}
            defaultValue=""
            aria-invalid={Boolean(reasonError)}
            aria-describedby={describedBy("reason", reasonError)}
          >
            <option value="" disabled>
              Choose a reason
            </option>
            {cardReplacementReasons.map((r) => (
              <option key={r} value={r}>
                {enumLabel(r)}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-2 text-sm font-medium text-slate-800">
            Send the new card to (carrier delivery address)
          </legend>
          {addressFields.map(([name, label]) => {
            const id = `carrier_${name}`;
            const error = errors.carrier_delivery_address?.[name]?.message;
            return (
              <Field key={name} id={id} label={label} error={error}>
                <Input
                  id={id}
                  className={focus}
                  {...form.register(`carrier_delivery_address.${name}`, {
                    onChange: () => setConfirming(false),
                  })}
                  aria-invalid={Boolean(error)}
                  aria-describedby={describedBy(id, error)}
                />
              </Field>
            );
          })}
          <div className="col-span-2">
            <CountryField
              form={form}
              name="carrier_delivery_address.country"
              label="Country"
              rules={{ onChange: () => setConfirming(false) }}
            />
          </div>
        </fieldset>
        <Button ref={opener} type="submit" variant="secondary" className={focus}>
          Replace card…
        </Button>
        <RefusalAlert {...alert} />
        <AwaitingApprovalNotice requestId={awaiting} />
      </form>
      <ConfirmDialog
        id="replace-dialog"
        open={confirming}
        title={`Replace card${lastFour ? ` •••• ${lastFour}` : ""}?`}
        confirmLabel="Yes, replace card"
        danger
        pending={pending || navigating}
        opener={opener}
        onConfirm={() => submit()}
        onClose={() => setConfirming(false)}
      >
        {hold && <HoldNotice className="mb-2">{hold}</HoldNotice>}
        <p className="text-sm text-slate-700">
          {replacementEffect({
            reason: enumLabel(String(form.getValues("reason") ?? "")),
            address: Object.values(form.getValues("carrier_delivery_address") ?? {})
              .filter(Boolean)
              .join(", "),
            waitsForApproval: Boolean(hold),
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}
