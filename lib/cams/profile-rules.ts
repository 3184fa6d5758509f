import type { z } from "zod";
import { objectRule } from "./helpers";
import { kycNeeds } from "./kyc";
import { customerUpdateRequest } from "./schemas/customer";

// The rules of a profile change (PATCH /customers/{id}) for one customer, written once for the
// profile form and the server action that sends it.

export type ProfileUpdate = z.input<typeof customerUpdateRequest>;

/** What the rules read of the customer as stored. */
type ProfileSubject = {
  kyc_level?: string | null;
  birth_country?: string | null;
  date_of_birth?: string | null;
  email?: string | null;
  risk_profile?: unknown;
};

const labels = { birth_country: "Birth country", date_of_birth: "Date of birth", email: "Email" };
type Optional = keyof typeof labels;

/**
 * The risk profile is edited when the customer has one or its KYC level requires one; otherwise
 * the form offers to add one.
 */
export function riskProfileRequired(customer: ProfileSubject): boolean {
  return kycNeeds(customer.kyc_level).risk_profile || Boolean(customer.risk_profile);
}

/**
 * Why each optional field must keep a value, or nothing. PATCH /customers/{id} changes the
 * fields it is given and cannot remove one, so an emptied field would silently stay as it was:
 * the form says so instead. A field the KYC level requires may not go missing either.
 */
function keptFields(customer: ProfileSubject): Partial<Record<Optional, string>> {
  const kept: Partial<Record<Optional, string>> = {};
  for (const field of Object.keys(labels) as Optional[]) {
    if (customer[field])
      kept[field] = `${labels[field]} is recorded and cannot be removed: change it instead`;
  }
  if (kycNeeds(customer.kyc_level).birth_country)
    kept.birth_country = `Birth country is required at KYC level ${customer.kyc_level}`;
  return kept;
}

/** PATCH /customers/{id} for this customer: the interface's rules plus what must keep a value. */
export function profileUpdateSchema(customer: ProfileSubject) {
  const kept = keptFields(customer);
  const riskRequired = riskProfileRequired(customer);
  return customerUpdateRequest.superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(kept)) {
      if (value[field as Optional] === undefined)
        ctx.addIssue({ code: "custom", message, path: [field] });
    }
    if (riskRequired && value.risk_profile === undefined) {
      ctx.addIssue({
        code: "custom",
        message: "A risk profile is required for this customer",
        path: ["risk_profile", "profession"],
      });
    }
  }, objectRule);
}
