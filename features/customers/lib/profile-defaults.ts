import type { CustomerRow } from "@/features/customers/components/customers-table";
import type { ProfileUpdate } from "@/lib/cams";

// The profile's rules are lib/cams/profile-rules.ts; this is what the editor starts from.

/** What the profile editor needs of the customer, and nothing more reaches the browser. */
export type ProfileCustomer = Pick<
  CustomerRow,
  | "customer_id"
  | "first_name"
  | "last_name"
  | "nationality"
  | "kyc_level"
  | "birth_country"
  | "date_of_birth"
  | "email"
  | "risk_profile"
>;

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
