import { checkFullName, FULL_NAME_RULE, firstName, iban, lastName } from "../fields";
import { issue, type Loose, objectRule, type RuleContext, text, whenField } from "../helpers";
import { z } from "../zod";
import { addressResponse, deliveryAddress } from "./address";

/**
 * The spec limits address.line_1 to 40 characters "for one specific remittance vendor" without
 * naming it (v1.52). We model the vendor as the beneficiary's `vendor` field and name the one
 * vendor here; the sandbox applies the same list. Change this constant, nothing else, once the
 * provider names its vendor. Matching is exact: vendor names are identifiers, not prose.
 */
export const LINE1_LIMITED_REMITTANCE_VENDORS: readonly string[] = ["RemitOne"];
export const LIMITED_VENDOR_LINE1_MAX_LENGTH = 40;

function checkVendorLine1(value: Loose, ctx: RuleContext): void {
  if (typeof value.vendor !== "string" || !LINE1_LIMITED_REMITTANCE_VENDORS.includes(value.vendor))
    return;
  const line1 = (value.address as Loose | undefined)?.line_1;
  if (typeof line1 === "string" && line1.length > LIMITED_VENDOR_LINE1_MAX_LENGTH) {
    issue(
      ctx,
      ["address", "line_1"],
      `Address line 1 cannot be longer than ${LIMITED_VENDOR_LINE1_MAX_LENGTH} characters for ${value.vendor}`,
    );
  }
}

/** POST /customers/{customer_id}/remittance/beneficiaries. */
export const beneficiaryCreateRequest = z
  .strictObject({
    first_name: firstName,
    last_name: lastName,
    vendor: text.optional(),
    iban: iban.optional(),
    address: deliveryAddress,
  })
  .superRefine((value, ctx) => {
    checkFullName(value, ctx);
    checkVendorLine1(value, ctx);
  }, objectRule)
  .meta({
    description: FULL_NAME_RULE,
    // checkVendorLine1 in JSON Schema.
    ...whenField(
      "vendor",
      { enum: LINE1_LIMITED_REMITTANCE_VENDORS },
      {
        properties: {
          address: { properties: { line_1: { maxLength: LIMITED_VENDOR_LINE1_MAX_LENGTH } } },
        },
      },
    ),
  });

export const beneficiaryResponse = z.looseObject({
  beneficiary_id: z.string(),
  customer_id: z.string().optional(),
  first_name: z.string(),
  last_name: z.string(),
  vendor: z.string().nullish(),
  iban: z.string().nullish(),
  address: addressResponse.optional(),
});
