"use client";

import { useState } from "react";
import type { z } from "zod";
import { CountryField } from "@/components/ui/country-field";
import { TextField } from "@/components/ui/form-fields";
import { patchCustomerAddress } from "@/features/customers/actions/patch-customer-address";
import { putCustomerAddress } from "@/features/customers/actions/put-customer-address";
import {
  addressFields,
  type addressPatchRequest,
  addressPatchSchema,
  address as addressReplacement,
  type StoredAddress,
} from "@/lib/cams";
import { EditorActions, useCustomerEditor } from "./editor-form";

type Mode = "patch" | "put";
type Patch = typeof addressPatchRequest;

const modes = {
  patch: {
    label: "Change some fields",
    detail: "Sends the fields that have a value. The provider keeps any line it is not sent.",
    submit: "Save address",
    success: "Address saved",
  },
  put: {
    label: "Replace the whole address",
    detail:
      "Sends the whole address: line 1, city, postal code and country are required, and optional lines left empty are removed.",
    submit: "Replace address",
    success: "Address replaced",
  },
} as const;

/**
 * One of a customer's addresses, picked by its type: changed field by field (PATCH) or
 * replaced whole (PUT). A type the customer does not have yet is added whole.
 */
export function AddressForm({
  customerId,
  address,
  stored,
}: {
  customerId: string;
  address: StoredAddress;
  /** Whether the customer has this address already; a new one is added whole. */
  stored: boolean;
}) {
  const [mode, setMode] = useState<Mode>(stored ? "patch" : "put");
  // Both schemas check the same fields; PUT's makes more of them mandatory, so either one's
  // address is a PATCH's.
  const schema: z.ZodType<z.output<Patch>, z.input<Patch>> = mode === "put"
    ? addressReplacement
    : addressPatchSchema(stored ? address : undefined);
  const { form, submit, pending, alert } = useCustomerEditor(
    customerId,
    schema,
    (values) =>
      (mode === "put" ? putCustomerAddress : patchCustomerAddress)({
        ...values,
        customer_id: customerId,
      }),
    {
      defaultValues: Object.fromEntries(
        Object.entries(address).filter((entry): entry is [string, string] => entry[1] != null),
      ),
      success: stored ? modes[mode].success : "Address added",
    },
  );

  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl grid-cols-2 gap-4">
      <h2 className="col-span-full text-base font-semibold text-slate-900">
        {address.type} address
      </h2>
      {stored ? (
        <fieldset className="col-span-full space-y-2 rounded-md p-4 ring-1 ring-slate-200">
          <legend className="px-1 text-sm font-semibold text-slate-900">How to save</legend>
          {(Object.keys(modes) as Mode[]).map((way) => (
            <div key={way} className="flex gap-3 text-sm">
              <input
                type="radio"
                id={`mode-${way}`}
                name="mode"
                value={way}
                checked={mode === way}
                onChange={() => {
                  setMode(way);
                  form.clearErrors();
                }}
                className="mt-0.5"
                aria-describedby={`mode-${way}-detail`}
              />
              <div>
                <label htmlFor={`mode-${way}`} className="font-medium text-slate-900">
                  {modes[way].label}
                </label>
                <p id={`mode-${way}-detail`} className="text-slate-600">
                  {modes[way].detail}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      ) : (
        <p className="col-span-full text-sm text-slate-600">
          The customer has no {address.type} address yet. {modes.put.detail}
        </p>
      )}
      {addressFields.map(({ name, label, mandatory }) => (
        <div key={name} className={name.startsWith("line_") ? "col-span-full" : undefined}>
          {name === "country" ? (
            <CountryField
              form={form}
              name={name}
              label={mandatory ? `${label} (required)` : label}
              optional={!mandatory}
            />
          ) : (
            <TextField
              form={form}
              name={name}
              label={mandatory ? `${label} (required)` : label}
              optional={!mandatory}
              autoComplete="off"
            />
          )}
        </div>
      ))}
      <EditorActions
        customerId={customerId}
        pending={pending}
        label={stored ? modes[mode].submit : "Add address"}
        alert={alert}
      />
    </form>
  );
}
