"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { CountryField } from "@/components/ui/country-field";
import { errorAt, TextField, typed } from "@/components/ui/form-fields";
import { useActionForm } from "@/components/ui/use-action-form";
import { createCorporateIndividual } from "@/features/corporates/actions/create-corporate-individual";
import { corporateIndividualCreateRequest, corporateIndividualTypes } from "@/lib/cams";

const typeLabels: Record<(typeof corporateIndividualTypes)[number], string> = {
  Director: "Director",
  UltimateBeneficialOwner: "Ultimate beneficial owner",
  AuthorisedSignatory: "Authorised signatory",
  Shareholder: "Shareholder",
  Cardholder: "Cardholder",
};

/**
 * POST /corporates/{id}/individual: a person and what they are to the corporate, one or more
 * of the types (a checkbox each: at least one), with the residence country required.
 */
export function CorporateIndividualForm({ corporateId }: { corporateId: string }) {
  const router = useRouter();
  const { form, submit, pending } = useActionForm(
    corporateIndividualCreateRequest,
    (values) => createCorporateIndividual({ ...values, corporate_id: corporateId }),
    {
      defaultValues: { types: [] },
      success: "Individual added",
      onSuccess: () => {
        form.reset();
        router.refresh();
      },
    },
  );
  const typesError = errorAt(form.formState.errors, "types");
  const problem = form.formState.errors.root?.server?.message;

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-2 gap-4">
      <TextField form={form} name="first_name" label="First name" autoComplete="off" />
      <TextField form={form} name="last_name" label="Last name" autoComplete="off" />
      <fieldset
        id="types"
        className={`col-span-full rounded-md p-3 ring-1 ${typesError ? "ring-red-600" : "ring-slate-200"}`}
        aria-describedby={typesError ? "types-error" : "types-hint"}
      >
        <legend className="px-1 text-sm font-medium text-slate-800">Types</legend>
        <p id="types-hint" className="mb-2 text-xs text-slate-600">
          What the person is to the corporate: one or more
        </p>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {corporateIndividualTypes.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={type}
                {...form.register("types", {
                  onChange: () => {
                    if (form.getFieldState("types").error) void form.trigger("types");
                  },
                })}
              />
              {typeLabels[type]}
            </label>
          ))}
        </div>
        {typesError && (
          <p id="types-error" role="alert" className="mt-2 text-xs font-medium text-red-700">
            {typesError}
          </p>
        )}
      </fieldset>
      <CountryField
        form={form}
        name="residence_country"
        label="Residence country"
        setValueAs={typed.optionalCode}
      />
      <CountryField
        form={form}
        name="nationality"
        label="Nationality"
        optional
        setValueAs={typed.optionalCode}
      />
      <TextField form={form} name="date_of_birth" label="Date of birth" type="date" optional />
      <TextField form={form} name="email" label="Email" type="email" optional />
      <div className="col-span-full flex flex-wrap items-center gap-4">
        {problem && (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <Button type="submit" pending={pending}>
          Add individual
        </Button>
      </div>
    </form>
  );
}
