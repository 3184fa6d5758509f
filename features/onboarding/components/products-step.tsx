"use client";

import { useFormContext } from "react-hook-form";
import {
  type CardDraft,
  embossNameFor,
  emptyAccount,
  emptyAddressLines,
  type OnboardingDraft,
} from "@/features/onboarding/lib/draft";
import { cardTypes, fieldHints } from "@/lib/cams";
import { AddressFields } from "./address-fields";
import { CurrencySelect, Part, SelectInput, TextInput } from "./form-controls";
import { RowList } from "./row-list";

const embossHint = fieldHints.embossName;

/** Step 4: any number of accounts and cards, all opened by the same POST /customers. */
export function ProductsStep() {
  const { getValues, register } = useFormContext<OnboardingDraft>();
  // A new card is prefilled from what the earlier steps hold: the name, and the Home address.
  const newCard = (): CardDraft => {
    const { first_name, last_name, addresses } = getValues();
    const { type: _type, ...home } = addresses.find((a) => a.type === "Home") ?? { type: "" };
    return {
      emboss_name: embossNameFor(first_name, last_name),
      emboss_fourth_line: "",
      card_type: "Physical",
      carrier_delivery_address: { ...emptyAddressLines(), ...home },
    };
  };

  return (
    <div className="space-y-8">
      <Part
        title="Accounts"
        description="Each account is opened in its currency. None is needed to onboard a customer."
      >
        <RowList name="accounts" noun="Account" label="Accounts" newRow={emptyAccount}>
          {(index) => (
            <>
              <CurrencySelect name={`accounts.${index}.currency`} label="Currency" />
              <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  {...register(`accounts.${index}.assign_account_identifier`)}
                />
                Assign an account identifier (IBAN)
              </label>
            </>
          )}
        </RowList>
      </Part>

      <Part
        title="Cards"
        description="A new card is filled in from the customer's name and Home address; change what should differ."
      >
        <RowList name="cards" noun="Card" label="Cards" newRow={newCard}>
          {(index) => (
            <>
              <TextInput
                name={`cards.${index}.emboss_name`}
                label="Emboss name"
                hint={embossHint}
              />
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
      </Part>
    </div>
  );
}
