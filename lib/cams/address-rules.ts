import type { z } from "zod";
import { objectRule } from "./helpers";
import { address, addressPatchRequest } from "./schemas/address";

// The address rules of the interface, in one place for the form, the server action and the
// sandbox: what PUT makes mandatory (v1.50), what PATCH keeps, and the country lock (v1.46).

export type Address = z.output<typeof address>;
export type AddressPatch = z.output<typeof addressPatchRequest>;

// biome-ignore format: one field per line reads as the form does
const fieldLabels = {
  line_1: "Address line 1",
  line_2: "Address line 2",
  line_3: "Address line 3",
  city: "City",
  postal_code: "Postal code",
  state: "State",
  county: "County",
  country: "Country",
} as const;
type AddressField = keyof typeof fieldLabels;

/** An address as a provider answered it: any type, a field null or missing when not there. */
export type StoredAddress = { type: string } & { [F in AddressField]?: string | null };
/** An address being put together from a request and what is stored. */
export type AddressDraft = Pick<AddressPatch, "type"> & { [F in AddressField]?: string | null };

/** The address fields in form order, each marked mandatory as PUT makes it (v1.50). */
export const addressFields = (Object.keys(fieldLabels) as AddressField[]).map((name) => ({
  name,
  label: fieldLabels[name],
  mandatory: !address.shape[name].safeParse(undefined).success,
}));

const mandatoryFields = addressFields.filter((f) => f.mandatory).map((f) => f.name);
const optionalFields = addressFields.filter((f) => !f.mandatory);

/**
 * A PATCH that names an address type the customer does not have yet creates that address, so
 * the result must carry what PUT makes mandatory. Answers the problems by field, none if none.
 */
export function missingForNewAddress(draft: AddressDraft): Record<string, string[]> {
  return Object.fromEntries(
    mandatoryFields
      .filter((field) => draft[field] == null)
      .map((field) => [
        field,
        [
          `Enter the ${fieldLabels[field].toLowerCase()}: the customer has no ${draft.type} address yet`,
        ],
      ]),
  );
}

/**
 * PATCH for this stored address. PATCH changes the fields it is sent and keeps the others, so
 * an optional line the user empties would silently stay: the form says how to remove it.
 */
export function addressPatchSchema(stored: { [F in AddressField]?: string | null } | undefined) {
  return addressPatchRequest.superRefine((value, ctx) => {
    for (const { name, label } of optionalFields) {
      if (stored?.[name] && value[name] === undefined) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `${label} is recorded: a change of some fields keeps it. To remove it, replace the whole address.`,
        });
      }
    }
  }, objectRule);
}

/** The interface's message, word for word, under the key the provider uses: `Country`. */
export const COUNTRY_CHANGE_REFUSED = "Country cannot be updated with the provided type";

/**
 * v1.46: with user verification on, the country of a Home address is what the customer was
 * verified against, so it cannot be changed. Adding a first Home address is not a change.
 */
export function countryChangeRefused(
  stored: { type: string; country: string } | undefined,
  country: string | undefined,
  userVerificationEnabled: boolean,
): boolean {
  return (
    userVerificationEnabled &&
    stored?.type === "Home" &&
    country !== undefined &&
    country !== stored.country
  );
}
