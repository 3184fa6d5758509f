"use client";

import { useWatch } from "react-hook-form";
import { enumOptions } from "@/components/ui/enum-options";
import { emptyIdentification, type OnboardingDraft } from "@/features/onboarding/lib/draft";
import {
  accountPurposes,
  identificationTypes,
  kycNeeds,
  monthlyIncomes,
  professions,
} from "@/lib/cams";
import { CountryInput, Part, SelectInput, TextInput } from "./form-controls";
import { RowList } from "./row-list";

const riskQuestions = [
  ["profession", "Profession", professions],
  ["account_purpose", "Account purpose", accountPurposes],
  ["monthly_income", "Monthly income", monthlyIncomes],
] as const;

/** Step 2: identification documents, birth country and risk profile, required as the level says. */
export function KycStep() {
  const level = useWatch<OnboardingDraft, "kyc_level">({ name: "kyc_level" });
  const needs = kycNeeds(level);
  const optional = `Optional at ${level || "this"} level.`;

  return (
    <div className="space-y-8">
      <Part
        title="Identification documents"
        description={
          needs.identifications ? `At least one is required at ${level} level.` : optional
        }
      >
        <RowList
          name="identifications"
          noun="Identification"
          label="Identification documents"
          newRow={emptyIdentification}
        >
          {(index) => (
            <>
              <SelectInput
                name={`identifications.${index}.type`}
                label="Document type"
                options={enumOptions(identificationTypes)}
              />
              <TextInput
                name={`identifications.${index}.value`}
                label="Document number"
                hint="Letters, digits, apostrophes and spaces, up to 20"
              />
              <CountryInput
                name={`identifications.${index}.issuing_country`}
                label="Issuing country"
                optional
              />
              <TextInput
                name={`identifications.${index}.expiry_date`}
                label="Expiry date"
                type="date"
                optional
              />
            </>
          )}
        </RowList>
      </Part>

      <div className="max-w-sm">
        <CountryInput name="birth_country" label="Birth country" optional={!needs.birth_country} />
      </div>

      <Part
        title="Risk profile"
        description={
          needs.risk_profile
            ? `Required at ${level} level: answer all three.`
            : `${optional} Answer all three, or leave all three on None.`
        }
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {riskQuestions.map(([field, label, values]) => (
            <SelectInput
              key={field}
              name={`risk_profile.${field}`}
              label={label}
              options={enumOptions(values)}
              optional={!needs.risk_profile}
            />
          ))}
        </div>
      </Part>
    </div>
  );
}
