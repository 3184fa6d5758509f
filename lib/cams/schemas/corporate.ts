import { countryCode } from "../countries";
import { dateOfBirth } from "../date-of-birth";
import { corporateIndividualType, corporateIndividualTypes } from "../enums";
import { checkFullName, email, FULL_NAME_RULE, firstName, lastName } from "../fields";
import { objectRule, removed, resourceId, text, tolerantEnum } from "../helpers";
import { z } from "../zod";
import { accountResponse } from "./account";
import { addressResponse, deliveryAddress } from "./address";

/** POST /corporates: tax_residency and address are mandatory (v1.20). */
export const corporateCreateRequest = z.strictObject({
  name: text,
  registration_number: text.optional(),
  tax_residency: countryCode,
  address: deliveryAddress,
  parent_corporate_id: resourceId.optional(),
});

export const corporateUpdateRequest = corporateCreateRequest
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Give at least one field to update")
  .meta({ minProperties: 1 });

/**
 * POST /corporates/{id}/individual. `types` (at least one) replaced the single `type`, which is
 * refused. Person-name rules are the customer's: the same person may become a cardholder.
 */
export const corporateIndividualCreateRequest = z
  .strictObject({
    first_name: firstName,
    last_name: lastName,
    types: z
      .array(corporateIndividualType, "Choose at least one type")
      .min(1, "Choose at least one type"),
    residence_country: countryCode,
    nationality: countryCode.optional(),
    date_of_birth: dateOfBirth.optional(),
    email: email.optional(),
    type: removed("type", { since: "v1.33", note: "use types" }),
  })
  .superRefine(checkFullName, objectRule)
  .meta({ description: FULL_NAME_RULE });

export const corporateIndividualResponse = z.looseObject({
  individual_id: z.string(),
  corporate_id: z.string().optional(),
  first_name: z.string(),
  last_name: z.string(),
  types: z.array(tolerantEnum(corporateIndividualTypes)).optional(),
  residence_country: z.string().optional(),
});

export const corporateResponse = z.looseObject({
  corporate_id: z.string(),
  name: z.string(),
  registration_number: z.string().nullish(),
  tax_residency: z.string().optional(),
  address: addressResponse.optional(),
  parent_corporate_id: z.string().nullish(),
  individuals: z.array(corporateIndividualResponse).optional(),
  /** Not in the spec; the sandbox answers them as a customer's are (see the README). */
  accounts: z.array(accountResponse).optional(),
  created_date: z.string().optional(),
});
