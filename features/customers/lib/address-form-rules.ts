import { address, addressPatchRequest, objectRule } from "@/lib/cams";

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
export type AddressField = keyof typeof fieldLabels;
export type StoredAddress = { type: string } & { [F in AddressField]?: string | null };

/** The address fields in form order, each marked mandatory as PUT makes it (v1.50). */
export const addressFields = (Object.keys(fieldLabels) as AddressField[]).map((name) => ({
  name,
  label: fieldLabels[name],
  mandatory: !address.shape[name].safeParse(undefined).success,
}));

const optionalFields = addressFields.filter((f) => !f.mandatory);

/**
 * PATCH for this stored address. PATCH changes the fields it is sent and keeps the others, so
 * an optional line the user empties would silently stay: the form says how to remove it.
 */
export function addressPatchSchema(stored: StoredAddress | undefined) {
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
