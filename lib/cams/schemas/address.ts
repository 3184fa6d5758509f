import { countryCode } from "../countries";
import { addressType, addressTypes } from "../enums";
import { removed, text, tolerantEnum } from "../helpers";
import { z } from "../zod";

const addressLines = {
  line_1: text,
  line_2: text.optional(),
  line_3: text.optional(),
  city: text,
  state: text.optional(),
  county: text.optional(),
  postal_code: text,
  country: countryCode,
};

/**
 * A customer address, as created and as updated with PUT: type, line_1, city, country and
 * postal_code are mandatory (v1.50). PATCH and PUT take one address; its `type` says which.
 */
export const address = z.strictObject({ type: addressType, ...addressLines });

/** PATCH /customers/{id}/addresses: only `type` is needed to pick the address; line_3 is accepted. */
export const addressPatchRequest = address.partial().required({ type: true });

/** Carrier, bulk, customer delivery, corporate and beneficiary addresses: `type` is optional. */
export const deliveryAddress = address.partial({ type: true });

/** Addresses as returned: every field may be missing, and an unknown type is shown as it is. */
export const addressResponse = z.looseObject({
  type: tolerantEnum(addressTypes).optional(),
  line_1: z.string().optional(),
  line_2: z.string().nullish(),
  line_3: z.string().nullish(),
  city: z.string().optional(),
  state: z.string().nullish(),
  county: z.string().nullish(),
  postal_code: z.string().optional(),
  country: z.string().optional(),
});

/**
 * Structured creditor address (v1.59, effective 15 Nov 2026): city, postal_code and country
 * are required; the old free-form lines are refused with the fields that replace them.
 */
export const creditorAddress = z.strictObject({
  building_name: text.optional(),
  street_name: text.optional(),
  building_number: text.optional(),
  department: text.optional(),
  sub_department: text.optional(),
  floor: text.optional(),
  room: text.optional(),
  post_box: text.optional(),
  town_location_name: text.optional(),
  district_name: text.optional(),
  country_sub_division: text.optional(),
  city: text,
  postal_code: text,
  country: countryCode,
  line_1: removed("line_1", { since: "v1.59", note: "use building_name and street_name" }),
  line_2: removed("line_2", { since: "v1.59", note: "use department and sub_department" }),
  line_3: removed("line_3", { since: "v1.59", note: "use floor, room and post_box" }),
  state: removed("state", { since: "v1.59", note: "use country_sub_division" }),
  county: removed("county", { since: "v1.59", note: "use district_name" }),
});
