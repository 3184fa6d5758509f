"use client";

import { useFormContext, useWatch } from "react-hook-form";
import type { OnboardingDraft } from "@/features/onboarding/lib/draft";
import { rowsRequiredBy } from "@/features/onboarding/lib/kyc-level";
import { kycLevels, kycNeedsSentence } from "@/lib/cams";
import { kycLevelText } from "@/lib/cams/kyc-levels";
import { CountryInput, SelectInput, TextInput } from "./form-controls";

/** Step 1: who the customer is, and the KYC level that decides what the next steps ask for. */
export function IdentityStep() {
  const { getValues, setValue } = useFormContext<OnboardingDraft>();
  const level = useWatch<OnboardingDraft, "kyc_level">({ name: "kyc_level" });
  // A newly chosen level brings the rows it requires, so its fields appear on their steps.
  const onLevel = (event: { target: { value: string } }) => {
    const rows = rowsRequiredBy(event.target.value, getValues());
    if (rows.identifications) setValue("identifications", rows.identifications);
    if (rows.addresses) setValue("addresses", rows.addresses);
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectInput
        name="kyc_level"
        label="KYC level"
        options={kycLevels.map((value) => ({ value, label: kycLevelText(value) }))}
        placeholder="Choose a level"
        hint={level ? kycNeedsSentence(level) : "The level decides what the next steps require."}
        rules={{ onChange: onLevel }}
      />
      <CountryInput name="nationality" label="Nationality" />
      <TextInput name="first_name" label="First name" />
      <TextInput name="last_name" label="Last name" />
      <TextInput name="date_of_birth" label="Date of birth" type="date" optional />
      <TextInput name="email" label="Email" type="email" optional />
    </div>
  );
}
