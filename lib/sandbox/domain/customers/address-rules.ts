import {
  type AddressDraft,
  COUNTRY_CHANGE_REFUSED,
  countryChangeRefused,
  missingForNewAddress,
} from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { invalidPayload } from "../../errors";
import type { CustomerAddress, customerAddresses } from "../../tables/customers";
import { getProgrammeSettings } from "../../tables/programme";

// The sandbox's enforcement of the address rules written in lib/cams/address-rules.ts.

type AddressRow = typeof customerAddresses.$inferInsert;

/** Refuses a country change the programme's user verification forbids (v1.46). */
export async function assertCountryKept(
  ctx: SandboxContext,
  stored: CustomerAddress | undefined,
  country: string | undefined,
): Promise<void> {
  // The programme's setting is read only for a change the rule could refuse.
  if (!countryChangeRefused(stored, country, true)) return;
  const { userVerificationEnabled } = await getProgrammeSettings(ctx.db);
  if (userVerificationEnabled) throw invalidPayload({ Country: [COUNTRY_CHANGE_REFUSED] });
}

/** The row to store for an address, refusing one that lacks what PUT makes mandatory (v1.50). */
export function completeAddress(customerId: string, merged: AddressDraft): AddressRow {
  const missing = missingForNewAddress(merged);
  if (Object.keys(missing).length > 0) throw invalidPayload(missing);
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
