import type { SandboxContext } from "../../context";
import { invalidPayload } from "../../errors";
import type { CustomerAddress, customerAddresses } from "../../tables/customers";
import { getProgrammeSettings } from "../../tables/programme";
import type { AddressPatch } from "./addresses";

type AddressRow = typeof customerAddresses.$inferInsert;

/** An address being put together from a request and what is stored (null: not stored). */
export type AddressDraft = Pick<AddressPatch, "type"> & {
  [F in Exclude<keyof AddressPatch, "type">]?: string | null;
};

/** The interface's message, word for word, under the key the provider uses: `Country`. */
export const COUNTRY_CHANGE_REFUSED = "Country cannot be updated with the provided type";

/**
 * v1.46: with user verification on, the country of a Home address is what the customer was
 * verified against, so it cannot be changed. Adding a first Home address is not a change.
 */
export async function assertCountryKept(
  ctx: SandboxContext,
  stored: CustomerAddress | undefined,
  country: string | undefined,
): Promise<void> {
  if (stored?.type !== "Home" || country === undefined || country === stored.country) return;
  const { userVerificationEnabled } = await getProgrammeSettings(ctx.db);
  if (userVerificationEnabled) throw invalidPayload({ Country: [COUNTRY_CHANGE_REFUSED] });
}

const mandatory = ["line_1", "city", "country", "postal_code"] as const;

/**
 * A PATCH that names an address type the customer does not have yet creates that address, so
 * the result must carry what PUT makes mandatory (v1.50). Answers the row to store.
 */
export function completeAddress(customerId: string, merged: AddressDraft): AddressRow {
  const missing = mandatory.filter((field) => merged[field] == null);
  if (missing.length > 0) {
    throw invalidPayload(
      Object.fromEntries(
        missing.map((field) => [
          field,
          [`${field} is required: the customer has no ${merged.type} address yet`],
        ]),
      ),
    );
  }
  return {
    customerId,
    type: merged.type,
    line1: merged.line_1!,
    line2: merged.line_2 ?? null,
    line3: merged.line_3 ?? null,
    city: merged.city!,
    state: merged.state ?? null,
    county: merged.county ?? null,
    postalCode: merged.postal_code!,
    country: merged.country!,
  };
}
