"use client";

import { CountryInput, type DraftPath, TextInput } from "./form-controls";

type AddressPrefix = `addresses.${number}` | `cards.${number}.carrier_delivery_address`;

const lines = [
  ["line_1", "Address line 1", false],
  ["line_2", "Address line 2", true],
  ["line_3", "Address line 3", true],
  ["city", "City", false],
  ["postal_code", "Postal code", false],
  ["state", "State", true],
  ["county", "County", true],
] as const;

/** The spec's address fields under a prefix of the draft: a customer's or a card's delivery one. */
export function AddressFields({ prefix }: { prefix: AddressPrefix }) {
  return (
    <>
      {lines.map(([field, label, optional]) => (
        <TextInput
          key={field}
          name={`${prefix}.${field}` as DraftPath}
          label={label}
          optional={optional}
        />
      ))}
      <CountryInput name={`${prefix}.country` as DraftPath} label="Country" />
    </>
  );
}
