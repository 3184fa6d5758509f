"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { emptyAddressLines, type OnboardingDraft } from "@/features/onboarding/lib/draft";
import { addressTypes, fieldHints, kycNeeds } from "@/lib/cams";
import { AddressFields } from "./address-fields";
import { Part, SelectInput, TextInput } from "./form-controls";
import { RowList } from "./row-list";

const phoneHint = fieldHints.phoneNumber;

/** Step 3: the customer's addresses (a Home one at KYC level) and phone numbers. */
export function ContactStep() {
  const { getValues } = useFormContext<OnboardingDraft>();
  const level = useWatch<OnboardingDraft, "kyc_level">({ name: "kyc_level" });
  // A new address takes the first type not used yet: the customer has one address per type.
  const newAddress = () => {
    const used = new Set(getValues("addresses").map((address) => address.type));
    return { ...emptyAddressLines(), type: addressTypes.find((t) => !used.has(t)) ?? "" };
  };

  return (
    <div className="space-y-8">
      <Part
        title="Addresses"
        description={
          kycNeeds(level).homeAddress
            ? `A Home address is required at ${level} level. One address per type.`
            : `Optional at ${level || "this"} level. One address per type.`
        }
      >
        <RowList name="addresses" noun="Address" label="Addresses" newRow={newAddress}>
          {(index) => (
            <>
              <SelectInput
                name={`addresses.${index}.type`}
                label="Address type"
                options={addressTypes}
              />
              <AddressFields prefix={`addresses.${index}`} />
            </>
          )}
        </RowList>
      </Part>

      <Part title="Phones">
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ["mobile_number", "Mobile number"],
              ["landline_number", "Landline number"],
            ] as const
          ).map(([name, label]) => (
            <TextInput key={name} name={name} label={label} hint={phoneHint} optional type="tel" />
          ))}
        </div>
      </Part>
    </div>
  );
}
