import { countryCode } from "../countries";
import { dateOfBirth } from "../date-of-birth";
import {
  accountPurpose,
  accountPurposes,
  customerStatus,
  customerStatuses,
  identificationType,
  identificationTypes,
  kycLevel,
  kycLevels,
  monthlyIncome,
  monthlyIncomes,
  phoneTypes,
  profession,
  professions,
} from "../enums";
import {
  checkFullName,
  email,
  FULL_NAME_RULE,
  firstName,
  identificationValue,
  lastName,
  phoneNumber,
} from "../fields";
import {
  isoDate,
  issue,
  type Loose,
  objectRule,
  type RuleContext,
  removedFields,
  tolerantEnum,
  whenField,
} from "../helpers";
import { listQuery, pagedResponse } from "../paging";
import { z } from "../zod";
import { accountCreateItem, accountResponse } from "./account";
import { address, addressResponse, deliveryAddress } from "./address";
import { cardCreateItem, cardResponse } from "./card";

const identification = z.strictObject({
  type: identificationType,
  value: identificationValue,
  issuing_country: countryCode.optional(),
  expiry_date: isoDate.optional(),
});

/** Only the listed values are accepted; the four fields dropped in v1.10 are refused. */
export const riskProfile = z.strictObject({
  profession,
  account_purpose: accountPurpose,
  monthly_income: monthlyIncome,
  ...removedFields(["yearly_income", "monthly_spend", "monthly_load", "net_worth"], "v1.10"),
});

/** Customer fields shared by create and update; email and date_of_birth are the sandbox's. */
const customerFields = {
  first_name: firstName,
  last_name: lastName,
  nationality: countryCode,
  birth_country: countryCode.optional(),
  date_of_birth: dateOfBirth.optional(),
  email: email.optional(),
  risk_profile: riskProfile.optional(),
  delivery_address: deliveryAddress.optional(),
};

/**
 * What each KYC level makes mandatory on creation (v1.47, v1.48): identifications for KYC and
 * KYB; for KYC also addresses with a Home one, birth_country and risk_profile. Everything else
 * stays optional at every level. Forms read this table to show and require the same fields.
 */
export const kycRequirements = {
  Anonymous: {
    identifications: false,
    homeAddress: false,
    birth_country: false,
    risk_profile: false,
  },
  SDD: { identifications: false, homeAddress: false, birth_country: false, risk_profile: false },
  KYC: { identifications: true, homeAddress: true, birth_country: true, risk_profile: true },
  KYB: { identifications: true, homeAddress: false, birth_country: false, risk_profile: false },
} as const satisfies Record<
  (typeof kycLevels)[number],
  Record<"identifications" | "homeAddress" | "birth_country" | "risk_profile", boolean>
>;

const kycRequiredMessage = {
  birth_country: (level: string) => `Choose the birth country: KYC level ${level} requires it`,
  risk_profile: (level: string) => `Complete the risk profile: KYC level ${level} requires it`,
};

function checkKycRequirements(value: Loose, ctx: RuleContext): void {
  const level = value.kyc_level;
  if (typeof level !== "string" || !Object.hasOwn(kycRequirements, level)) return;
  const required = kycRequirements[level as keyof typeof kycRequirements];
  if (
    required.identifications &&
    (!Array.isArray(value.identifications) || value.identifications.length === 0)
  ) {
    issue(
      ctx,
      ["identifications"],
      `Add at least one identification: KYC level ${level} requires it`,
    );
  }
  if (required.homeAddress) {
    const addresses: unknown[] = Array.isArray(value.addresses) ? value.addresses : [];
    if (addresses.length === 0) {
      issue(ctx, ["addresses"], `Add a Home address: KYC level ${level} requires it`);
    } else if (!addresses.some((item) => (item as Loose | null)?.type === "Home")) {
      issue(ctx, ["addresses"], `Add a Home address: KYC level ${level} requires it`);
    }
  }
  for (const field of ["birth_country", "risk_profile"] as const) {
    if (required[field] && value[field] === undefined)
      issue(ctx, [field], kycRequiredMessage[field](level));
  }
}

/** `kycRequirements` in JSON Schema, for the OpenAPI document: one if/then per level. */
function kycRequirementsJsonSchema() {
  return Object.entries(kycRequirements).map(([level, required]) =>
    whenField(
      "kyc_level",
      { const: level },
      {
        required: [
          ...(required.identifications ? ["identifications"] : []),
          ...(required.homeAddress ? ["addresses"] : []),
          ...(required.birth_country ? ["birth_country"] : []),
          ...(required.risk_profile ? ["risk_profile"] : []),
        ],
        properties: {
          ...(required.identifications ? { identifications: { minItems: 1 } } : {}),
          ...(required.homeAddress
            ? {
                addresses: {
                  contains: {
                    type: "object",
                    properties: { type: { const: "Home" } },
                    required: ["type"],
                  },
                },
              }
            : {}),
        },
      },
    ),
  );
}

/**
 * POST /customers: the customer plus the accounts and cards to open with it. Answered 201, or
 * 206 when the customer was created but not every account and card.
 */
export const customerCreateRequest = z
  .strictObject({
    ...customerFields,
    kyc_level: kycLevel,
    identifications: z.array(identification).optional(),
    addresses: z.array(address).optional(),
    mobile_number: phoneNumber.optional(),
    landline_number: phoneNumber.optional(),
    accounts: z.array(accountCreateItem).optional(),
    cards: z.array(cardCreateItem).optional(),
  })
  .superRefine((value, ctx) => {
    checkFullName(value, ctx);
    checkKycRequirements(value, ctx);
  }, objectRule)
  .meta({ description: FULL_NAME_RULE, allOf: kycRequirementsJsonSchema() });

/**
 * PATCH /customers/{id}. kyc_level is left out on purpose: raising it is a compliance process
 * whose requirements a partial update cannot check.
 */
export const customerUpdateRequest = z
  .strictObject(customerFields)
  .partial()
  .superRefine((value, ctx) => {
    checkFullName(value, ctx);
    if (Object.keys(value).length === 0) issue(ctx, [], "Give at least one field to update");
  }, objectRule)
  .meta({ description: FULL_NAME_RULE, minProperties: 1 });

/** PATCH /customers/{id}/identifications: one identification; its `type` says which. */
export const identificationUpdateRequest = identification;

/** PATCH /customers/{id}/phones. */
export const phonesUpdateRequest = z
  .strictObject({ mobile_number: phoneNumber.optional(), landline_number: phoneNumber.optional() })
  .refine(
    (value) => value.mobile_number !== undefined || value.landline_number !== undefined,
    "Give mobile_number, landline_number or both",
  )
  // The object has only these two fields, so "at least one field" is "either or both".
  .meta({ minProperties: 1 });

/** GET /customers. */
export const customerSearchQuery = listQuery.extend({
  identification_value: identificationValue.optional(),
  status: customerStatus.optional(),
  last_name: z.string().min(1).optional(),
});

export const customerResponse = z.looseObject({
  customer_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  kyc_level: tolerantEnum(kycLevels).optional(),
  status: tolerantEnum(customerStatuses).optional(),
  nationality: z.string(),
  birth_country: z.string().nullish(),
  date_of_birth: z.string().nullish(),
  email: z.string().nullish(),
  identifications: z
    .array(z.looseObject({ type: tolerantEnum(identificationTypes), value: z.string() }))
    .optional(),
  addresses: z.array(addressResponse).optional(),
  phones: z.array(z.looseObject({ type: tolerantEnum(phoneTypes), number: z.string() })).optional(),
  risk_profile: z
    .looseObject({
      profession: tolerantEnum(professions).optional(),
      account_purpose: tolerantEnum(accountPurposes).optional(),
      monthly_income: tolerantEnum(monthlyIncomes).optional(),
    })
    .nullish(),
  delivery_address: addressResponse.nullish(),
  created_date: z.string().optional(),
  accounts: z.array(accountResponse).optional(),
  cards: z.array(cardResponse).optional(),
});

export const customerListResponse = pagedResponse("customers", customerResponse);
