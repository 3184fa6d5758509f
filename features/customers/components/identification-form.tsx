"use client";

import { CountryField } from "@/components/ui/country-field";
import { enumLabel } from "@/components/ui/enum-options";
import { TextField } from "@/components/ui/form-fields";
import { updateCustomerIdentification } from "@/features/customers/actions/update-customer-identification";
import { fieldHints, identificationUpdateRequest } from "@/lib/cams";
import { EditorActions, useCustomerEditor } from "./editor-form";

type Identification = {
  type: string;
  value?: string;
  issuing_country?: string | null;
  expiry_date?: string | null;
};

/** PATCH /customers/{id}/identifications: the identification of one type, replaced whole. */
export function IdentificationForm({
  customerId,
  identification,
}: {
  customerId: string;
  identification: Identification;
}) {
  const { form, submit, pending, alert } = useCustomerEditor(
    customerId,
    identificationUpdateRequest,
    (values) => updateCustomerIdentification({ ...values, customer_id: customerId }),
    {
      defaultValues: {
        type: identification.type,
        value: identification.value ?? "",
        issuing_country: identification.issuing_country ?? undefined,
        expiry_date: identification.expiry_date ?? undefined,
      },
      success: `${enumLabel(identification.type)} saved`,
    },
  );
  const emptied = "Left empty, it is removed from this identification.";
  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl grid-cols-2 gap-4">
      <h2 className="col-span-full text-base font-semibold text-slate-900">
        {enumLabel(identification.type)}
      </h2>
      <div className="col-span-full">
        <TextField
          form={form}
          name="value"
          label="Identification value"
          autoComplete="off"
          hint={fieldHints.identificationValue}
        />
      </div>
      <CountryField
        form={form}
        name="issuing_country"
        label="Issuing country"
        optional
        hint={`A name or its two-letter code, e.g. Germany or DE. ${emptied}`}
      />
      <TextField
        form={form}
        name="expiry_date"
        label="Expiry date"
        type="date"
        optional
        hint={emptied}
      />
      <EditorActions
        customerId={customerId}
        pending={pending}
        label={`Save ${enumLabel(identification.type)}`}
        alert={alert}
      />
    </form>
  );
}
