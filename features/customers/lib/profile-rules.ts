import type { z } from "zod";
import type { CustomerRow } from "@/features/customers/components/customers-table";
import { customerUpdateRequest, kycRequirements, objectRule } from "@/lib/cams";

export type ProfileUpdate = z.input<typeof customerUpdateRequest>;
type Customer = Pick<
  CustomerRow,
  "kyc_level" | "birth_country" | "date_of_birth" | "email" | "risk_profile"
>;
/** What the profile editor needs of the customer, and nothing more reaches the browser. */
export type ProfileCustomer = Customer &
  Pick<CustomerRow, "customer_id" | "first_name" | "last_name" | "nationality">;

const labels = { birth_country: "Birth country", date_of_birth: "Date of birth", email: "Email" };
type Optional = keyof typeof labels;

/** What the customer's KYC level required at creation (lib/cams); nothing for an unknown level. */
function levelRequires(customer: Customer, field: "birth_country" | "risk_profile"): boolean {
  const level = customer.kyc_level;
  return level !== undefined && Object.hasOwn(kycRequirements, level)
    ? kycRequirements[level as keyof typeof kycRequirements][field]
    : false;
}

/**
 * The risk profile is edited when the customer has one or its KYC level requires one; otherwise
 * the form offers to add one.
 */
export function riskProfileRequired(customer: Customer): boolean {
  return levelRequires(customer, "risk_profile") || Boolean(customer.risk_profile);
}

/**
 * Why each optional field must keep a value, or nothing. PATCH /customers/{id} changes the
 * fields it is given and cannot remove one, so an emptied field would silently stay as it was:
 * the form says so instead. A field the KYC level requires may not go missing either.
 */
function keptFields(customer: Customer): Partial<Record<Optional, string>> {
  const kept: Partial<Record<Optional, string>> = {};
  for (const field of Object.keys(labels) as Optional[]) {
    if (customer[field])
      kept[field] = `${labels[field]} is recorded and cannot be removed: change it instead`;
  }
  if (levelRequires(customer, "birth_country"))
    kept.birth_country = `Birth country is required at KYC level ${customer.kyc_level}`;
  return kept;
}

/** PATCH /customers/{id} for this customer: the interface's rules plus what must keep a value. */
export function profileUpdateSchema(customer: Customer) {
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

/** The form's starting values: the customer as stored, absent fields left empty. */
export function profileDefaults(customer: ProfileCustomer): ProfileUpdate {
  const risk = customer.risk_profile;
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    nationality: customer.nationality as ProfileUpdate["nationality"],
    birth_country: (customer.birth_country ?? undefined) as ProfileUpdate["birth_country"],
    date_of_birth: customer.date_of_birth ?? undefined,
    email: customer.email ?? undefined,
    // The three fields the form edits: anything else the provider returns is not sent back.
    risk_profile: risk
      ? ({
          profession: risk.profession,
          account_purpose: risk.account_purpose,
          monthly_income: risk.monthly_income,
        } as ProfileUpdate["risk_profile"])
      : undefined,
  };
}
