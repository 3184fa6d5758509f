"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-fields";
import { updateCustomerPhones } from "@/features/customers/actions/update-customer-phones";
import { fieldHints, phonesUpdateRequest } from "@/lib/cams";
import { EditorActions, useCustomerEditor } from "./editor-form";

// The interface keeps one number per type: PATCH …/phones takes mobile_number and landline_number.
const rows = [
  { type: "Mobile", name: "mobile_number", label: "Mobile number" },
  { type: "Landline", name: "landline_number", label: "Landline number" },
] as const;
type Row = (typeof rows)[number];

const hint = fieldHints.phoneNumber;

/**
 * PATCH /customers/{id}/phones. A recorded number can be changed but not removed (the
 * interface has no way to delete one); a row added here can be taken away before saving.
 */
export function PhonesForm({
  customerId,
  phones,
}: {
  customerId: string;
  phones: { type: string; number: string }[];
}) {
  const stored = (row: Row) => phones.find((p) => p.type === row.type)?.number;
  const [shown, setShown] = useState(() => rows.filter((row) => stored(row) !== undefined));
  const { form, submit, pending, alert } = useCustomerEditor(
    customerId,
    phonesUpdateRequest,
    (values) => updateCustomerPhones({ ...values, customer_id: customerId }),
    {
      defaultValues: Object.fromEntries(
        rows.flatMap((row) => (stored(row) ? [[row.name, stored(row)]] : [])),
      ),
      success: "Phones saved",
    },
  );
  const remove = (row: Row) => {
    form.unregister(row.name);
    setShown((all) => all.filter((r) => r !== row));
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-4">
      {shown.length === 0 && (
        <p className="text-sm text-slate-600">No phone numbers yet: add one to save.</p>
      )}
      {rows
        .filter((row) => shown.includes(row))
        .map((row) => (
          <div key={row.name} className="flex items-start gap-3">
            <div className="flex-1">
              <TextField
                form={form}
                name={row.name}
                label={row.label}
                type="tel"
                autoComplete="off"
                hint={stored(row) ? `${hint} Recorded: it can be changed, not removed.` : hint}
              />
            </div>
            {!stored(row) && (
              // Level with the input, below its label.
              <Button variant="ghost" className="mt-7" onClick={() => remove(row)}>
                Remove<span className="sr-only"> the {row.label.toLowerCase()}</span>
              </Button>
            )}
          </div>
        ))}
      <div className="flex gap-2">
        {rows
          .filter((row) => !shown.includes(row))
          .map((row) => (
            <Button
              key={row.name}
              variant="secondary"
              onClick={() => setShown((all) => [...all, row])}
            >
              + Add a {row.label.toLowerCase()}
            </Button>
          ))}
      </div>
      <EditorActions
        customerId={customerId}
        pending={pending}
        label="Save phones"
        disabled={shown.length === 0}
        alert={alert}
      />
    </form>
  );
}
