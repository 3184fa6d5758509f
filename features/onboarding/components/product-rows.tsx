"use client";

import { useFormContext } from "react-hook-form";
import { type CardDraft, emptyAccount, type ProductsDraft } from "@/features/onboarding/lib/draft";
import { cardTypes, fieldHints } from "@/lib/cams";
import { AddressFields } from "./address-fields";
import { CurrencySelect, SelectInput, TextInput } from "./form-controls";
import { RowList } from "./row-list";

const embossHint = fieldHints.embossName;

/**
 * Account items, as many as wanted: the wizard's products step and "Open accounts" (of a
 * customer or a corporate) both edit `accounts` with these rows, under the same rules.
 */
export function AccountRows() {
  const { register } = useFormContext<ProductsDraft>();
  return (
    <RowList name="accounts" noun="Account" label="Accounts" newRow={emptyAccount}>
      {(index) => (
        <>
          <CurrencySelect name={`accounts.${index}.currency`} label="Currency" />
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
            <input type="checkbox" {...register(`accounts.${index}.assign_account_identifier`)} />
            Assign an account identifier (IBAN)
          </label>
        </>
      )}
    </RowList>
  );
}

/** Card items, as many as wanted: the wizard's products step and "Issue cards" share them. */
export function CardRows({ newCard }: { newCard: () => CardDraft }) {
  return (
    <RowList name="cards" noun="Card" label="Cards" newRow={newCard}>
      {(index) => (
        <>
          <TextInput name={`cards.${index}.emboss_name`} label="Emboss name" hint={embossHint} />
          <TextInput
            name={`cards.${index}.emboss_fourth_line`}
            label="Emboss fourth line"
            optional
          />
          <SelectInput
            name={`cards.${index}.card_type`}
            label="Card type"
            options={cardTypes}
            optional
            placeholder="The provider's default"
          />
          <p className="self-end pb-2 text-sm font-medium text-slate-800 sm:col-span-2">
            Delivery address of the card carrier
          </p>
          <AddressFields prefix={`cards.${index}.carrier_delivery_address`} />
        </>
      )}
    </RowList>
  );
}
