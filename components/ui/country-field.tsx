"use client";

import { type InputHTMLAttributes, useSyncExternalStore } from "react";
import type { FieldValues } from "react-hook-form";
import { countryCodeFor, countryCodes, countryName } from "@/lib/cams/country-names";
import { type Bound, TextField, typed } from "./form-fields";

const subscribeNever = () => () => {};

/**
 * The one country input of the console (addresses, nationality, birth and residence country,
 * the onboarding wizard): a text field searching the ISO 3166-1 list by name or code as one
 * types. "Germany", "germany" and "de" all send "DE"; anything else reaches the schema as typed
 * and is refused there, on this field.
 */
export function CountryField<V extends FieldValues, O>({
  hint = "Type a name or its two-letter code, e.g. Germany or DE",
  setValueAs,
  optional,
  ...props
}: Bound<V, O> & Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name">) {
  const listId = `${props.name}-countries`;
  const toCode = (value: string) => {
    const code = countryCodeFor(value);
    return optional ? typed.optional(code) : code;
  };
  return (
    <>
      <TextField
        {...props}
        optional={optional}
        hint={hint}
        list={listId}
        autoComplete="off"
        setValueAs={setValueAs ? (value: string) => setValueAs(countryCodeFor(value)) : toCode}
      />
      <CountryOptions id={listId} />
    </>
  );
}

/**
 * The list's options, named in the browser only: Node's and the browser's ICU name a few
 * countries differently, and a server-rendered list would then not match the page it hydrates.
 */
function CountryOptions({ id }: { id: string }) {
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return (
    <datalist id={id}>
      {inBrowser &&
        countryCodes.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
    </datalist>
  );
}
