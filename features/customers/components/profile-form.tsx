"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CountryField } from "@/components/ui/country-field";
import { enumOptions } from "@/components/ui/enum-options";
import { SelectField, TextField, typed } from "@/components/ui/form-fields";
import { updateCustomerProfile } from "@/features/customers/actions/update-customer-profile";
import { type ProfileCustomer, profileDefaults } from "@/features/customers/lib/profile-defaults";
import {
  accountPurposes,
  kycNeeds,
  monthlyIncomes,
  professions,
  profileUpdateSchema,
  riskProfileRequired,
} from "@/lib/cams";
import { EditorActions, useCustomerEditor } from "./editor-form";

const countryHint = "A name or its two-letter code, e.g. Germany or DE";

/** PATCH /customers/{id}: the profile and the risk profile, with what the KYC level requires. */
export function ProfileForm({ customer }: { customer: ProfileCustomer }) {
  const customerId = customer.customer_id;
  const { form, submit, pending, alert } = useCustomerEditor(
    customerId,
    profileUpdateSchema(customer),
    (values) => updateCustomerProfile({ ...values, customer_id: customerId }),
    { defaultValues: profileDefaults(customer), success: "Profile saved" },
  );
  const required = riskProfileRequired(customer);
  const needs = kycNeeds(customer.kyc_level);
  const [addingRisk, setAddingRisk] = useState(false);
  const optionalHint = "Once recorded it can be changed, not removed.";

  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl grid-cols-2 gap-4">
      <TextField form={form} name="first_name" label="First name" autoComplete="off" />
      <TextField form={form} name="last_name" label="Last name" autoComplete="off" />
      <CountryField form={form} name="nationality" label="Nationality" hint={countryHint} />
      <CountryField
        form={form}
        name="birth_country"
        label="Birth country"
        optional
        hint={
          needs.birth_country
            ? `Required at KYC level ${customer.kyc_level}. ${countryHint}`
            : countryHint
        }
      />
      <TextField
        form={form}
        name="date_of_birth"
        label="Date of birth"
        type="date"
        optional
        hint={optionalHint}
      />
      <TextField form={form} name="email" label="Email" type="email" optional hint={optionalHint} />

      <fieldset className="col-span-full grid grid-cols-3 gap-4 rounded-md p-4 ring-1 ring-slate-200">
        <legend className="px-1 text-sm font-semibold text-slate-900">Risk profile</legend>
        {required || addingRisk ? (
          <>
            <SelectField
              setValueAs={typed.optional}
              form={form}
              name="risk_profile.profession"
              label="Profession"
              options={enumOptions(professions)}
            />
            <SelectField
              setValueAs={typed.optional}
              form={form}
              name="risk_profile.account_purpose"
              label="Account purpose"
              options={enumOptions(accountPurposes)}
            />
            <SelectField
              setValueAs={typed.optional}
              form={form}
              name="risk_profile.monthly_income"
              label="Monthly income"
              options={enumOptions(monthlyIncomes)}
            />
            <p className="col-span-full text-xs text-slate-600">
              {required
                ? needs.risk_profile && !customer.risk_profile
                  ? `Required at KYC level ${customer.kyc_level}: choose all three.`
                  : "All three are needed. A recorded risk profile can be changed, not removed."
                : "All three are needed."}
            </p>
            {addingRisk && (
              <Button
                variant="ghost"
                className="col-span-full justify-self-start"
                onClick={() => {
                  form.unregister("risk_profile");
                  setAddingRisk(false);
                }}
              >
                Do not add a risk profile
              </Button>
            )}
          </>
        ) : (
          <div className="col-span-full flex flex-wrap items-center gap-4">
            <p className="text-sm text-slate-600">
              No risk profile recorded. It is optional at KYC level {customer.kyc_level ?? "—"}.
            </p>
            <Button variant="secondary" onClick={() => setAddingRisk(true)}>
              Add a risk profile
            </Button>
          </div>
        )}
      </fieldset>

      <EditorActions customerId={customerId} pending={pending} label="Save profile" alert={alert} />
    </form>
  );
}
