"use client";

import { useRouter } from "next/navigation";
import type { Path } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { CountryField } from "@/components/ui/country-field";
import { TextField, typed } from "@/components/ui/form-fields";
import { Link } from "@/components/ui/link";
import { useActionForm } from "@/components/ui/use-action-form";
import { createRemittanceBeneficiary } from "@/features/beneficiaries/actions/create-remittance-beneficiary";
import {
  addressFields,
  beneficiaryCreateRequest,
  LIMITED_VENDOR_LINE1_MAX_LENGTH,
  LINE1_LIMITED_REMITTANCE_VENDORS,
} from "@/lib/cams";

type Values = z.input<typeof beneficiaryCreateRequest>;

const limitedVendors = LINE1_LIMITED_REMITTANCE_VENDORS.join(", ");

/**
 * A new remittance beneficiary for one customer, checked with the spec's rules as the user
 * types; on success, back to the customer page, which lists it.
 */
export function BeneficiaryForm({
  customerPath,
  customerId,
}: {
  customerPath: string;
  customerId: string;
}) {
  const router = useRouter();
  const { form, submit, pending } = useActionForm(
    beneficiaryCreateRequest,
    (values) => createRemittanceBeneficiary({ ...values, customer_id: customerId }),
    {
      defaultValues: { first_name: "", last_name: "", address: {} } as Values,
      success: "Beneficiary created",
      onSuccess: () => router.push(`${customerPath}#beneficiaries`),
    },
  );
  const problem = form.formState.errors.root?.server?.message;
  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl grid-cols-2 gap-4">
      <TextField form={form} name="first_name" label="First name" autoComplete="off" />
      <TextField form={form} name="last_name" label="Last name" autoComplete="off" />
      <TextField
        form={form}
        name="vendor"
        label="Remittance vendor"
        optional
        autoComplete="off"
        hint={`${limitedVendors} allows at most ${LIMITED_VENDOR_LINE1_MAX_LENGTH} characters in address line 1.`}
      />
      <TextField
        form={form}
        name="iban"
        label="IBAN"
        optional
        autoComplete="off"
        setValueAs={(value) => typed.optional(typed.iban(value))}
      />
      <fieldset className="col-span-full grid grid-cols-2 gap-4 rounded-md p-4 ring-1 ring-slate-200">
        <legend className="px-1 text-sm font-semibold text-slate-900">Address</legend>
        {addressFields.map(({ name, label, mandatory }) => (
          <div key={name} className={name.startsWith("line_") ? "col-span-full" : undefined}>
            {name === "country" ? (
              <CountryField
                form={form}
                name={`address.${name}` as Path<Values>}
                label={mandatory ? `${label} (required)` : label}
                setValueAs={typed.code}
              />
            ) : (
              <TextField
                form={form}
                name={`address.${name}` as Path<Values>}
                label={mandatory ? `${label} (required)` : label}
                optional={!mandatory}
                autoComplete="off"
              />
            )}
          </div>
        ))}
      </fieldset>
      <div className="col-span-full flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4">
        {problem && (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <Button type="submit" pending={pending}>
          Create beneficiary
        </Button>
        <Link href={customerPath} className="text-sm font-medium text-slate-700 hover:underline">
          Cancel
        </Link>
      </div>
    </form>
  );
}
