"use client";

import { useRouter } from "next/navigation";
import { patchCustomerAddress } from "@/app/(console)/customers/[customerId]/addresses/actions/patch-customer-address";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { describedBy, Field, Input, Select } from "@/components/ui/field";
import { addressPatchRequest, addressTypes } from "@/lib/cams";

type Address = {
  type?: string;
  line_1?: string;
  line_2?: string | null;
  line_3?: string | null;
  city?: string;
  state?: string | null;
  county?: string | null;
  postal_code?: string;
  country?: string;
};

const textFields = [
  ["line_1", "Address line 1"],
  ["line_2", "Address line 2"],
  ["line_3", "Address line 3"],
  ["city", "City"],
  ["state", "State"],
  ["county", "County"],
  ["postal_code", "Postal code"],
  ["country", "Country (ISO 3166-1 alpha-2)"],
] as const;

/** Edits one of a customer's addresses (PATCH): only the fields given change. */
export function AddressForm({ customerId, address }: { customerId: string; address: Address }) {
  const router = useRouter();
  const { form, submit, pending } = useActionForm(
    addressPatchRequest,
    (values) => patchCustomerAddress({ ...values, customer_id: customerId }),
    {
      defaultValues: Object.fromEntries(
        Object.entries(address).filter(([, v]) => v != null),
      ) as never,
      success: "Address saved",
      onSuccess: () => router.refresh(),
    },
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl grid-cols-2 gap-4">
      <Field id="type" label="Address type" error={errors.type?.message}>
        <Select
          id="type"
          {...form.register("type")}
          aria-invalid={Boolean(errors.type)}
          aria-describedby={describedBy("type", errors.type?.message)}
        >
          {addressTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
      </Field>
      <div />
      {textFields.map(([name, label]) => {
        const error = errors[name]?.message;
        return (
          <Field key={name} id={name} label={label} error={error}>
            <Input
              id={name}
              {...form.register(name, { setValueAs: (v: string) => (v === "" ? undefined : v) })}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy(name, error)}
            />
          </Field>
        );
      })}
      {errors.root?.server && (
        <p role="alert" className="col-span-2 text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="col-span-2">
        <Button type="submit" pending={pending}>
          Save address
        </Button>
      </div>
    </form>
  );
}
