"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { CountryField } from "@/components/ui/country-field";
import { TextField, typed } from "@/components/ui/form-fields";
import { Link } from "@/components/ui/link";
import { useActionForm } from "@/components/ui/use-action-form";
import { createCorporate } from "@/features/corporates/actions/create-corporate";
import { updateCorporate } from "@/features/corporates/actions/update-corporate";
import type { CorporateResponse } from "@/features/corporates/lib/types";
import { addressFields, corporateCreateRequest } from "@/lib/cams";

/** What a stored corporate fills the edit form with: the provider's nulls as empty fields. */
function defaultsOf(corporate: CorporateResponse | undefined) {
  if (!corporate) return {};
  const address = Object.fromEntries(
    addressFields
      .map(({ name }) => [name, corporate.address?.[name]] as const)
      .filter(([, value]) => value != null),
  );
  return {
    name: corporate.name,
    registration_number: corporate.registration_number ?? undefined,
    tax_residency: corporate.tax_residency,
    address,
    parent_corporate_id: corporate.parent_corporate_id ?? undefined,
  };
}

/**
 * Create a corporate (POST /corporates) or change one (PATCH /corporates/{id}): the same fields
 * and rules, from lib/cams. Tax residency and address are mandatory; the parent corporate, when
 * given, must exist and may not be the corporate or one of its subsidiaries.
 */
export function CorporateForm({ corporate }: { corporate?: CorporateResponse }) {
  const router = useRouter();
  const editing = corporate !== undefined;
  const back = editing
    ? `/corporates/${encodeURIComponent(corporate.corporate_id)}`
    : "/corporates";
  const { form, submit, pending } = useActionForm(
    corporateCreateRequest,
    (values) =>
      editing
        ? updateCorporate({ ...values, corporate_id: corporate.corporate_id })
        : createCorporate(values),
    {
      defaultValues: defaultsOf(corporate),
      success: editing ? "Corporate saved" : "Corporate created",
      onSuccess: ({ corporate_id }) =>
        router.push(`/corporates/${encodeURIComponent(corporate_id)}`),
    },
  );
  const problem = form.formState.errors.root?.server?.message;

  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl grid-cols-2 gap-4">
      <div className="col-span-full">
        <TextField form={form} name="name" label="Name" autoComplete="organization" />
      </div>
      <TextField
        form={form}
        name="registration_number"
        label="Registration number"
        optional
        hint={editing ? "Leave empty to keep the one recorded" : undefined}
        autoComplete="off"
      />
      <CountryField
        form={form}
        name="tax_residency"
        label="Tax residency"
        setValueAs={typed.optionalCode}
      />
      <fieldset className="col-span-full grid grid-cols-2 gap-4 rounded-md p-4 ring-1 ring-slate-200">
        <legend className="px-1 text-sm font-semibold text-slate-900">Registered address</legend>
        {addressFields.map(({ name, label, mandatory }) => (
          <div key={name} className={name.startsWith("line_") ? "col-span-full" : undefined}>
            {name === "country" ? (
              <CountryField
                form={form}
                name={`address.${name}`}
                label={label}
                optional={!mandatory}
                setValueAs={typed.optionalCode}
              />
            ) : (
              <TextField
                form={form}
                name={`address.${name}`}
                label={label}
                optional={!mandatory}
                autoComplete="off"
              />
            )}
          </div>
        ))}
      </fieldset>
      <div className="col-span-full">
        <TextField
          form={form}
          name="parent_corporate_id"
          label="Parent corporate id"
          optional
          hint={
            editing
              ? "The corporate this one belongs to. Leave empty to keep the one recorded."
              : "The corporate this one belongs to, if any"
          }
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className="col-span-full flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4">
        {problem && (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <Button type="submit" pending={pending}>
          {editing ? "Save corporate" : "Create corporate"}
        </Button>
        <Link href={back} className="text-sm font-medium text-slate-700 hover:underline">
          Cancel
        </Link>
      </div>
    </form>
  );
}
