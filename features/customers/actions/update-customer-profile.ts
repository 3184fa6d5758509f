"use server";

import { changeCustomer } from "@/features/customers/lib/change-customer";
import type { Customer } from "@/features/customers/lib/customer";
import { customerUpdateRequest, profileUpdateSchema, resourceId } from "@/lib/cams";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";

const profileOf = (customer: Customer) => ({
  first_name: customer.first_name,
  last_name: customer.last_name,
  nationality: customer.nationality,
  birth_country: customer.birth_country ?? null,
  date_of_birth: customer.date_of_birth ?? null,
  email: customer.email ?? null,
  risk_profile: customer.risk_profile ?? null,
});

/**
 * The form's rules for this customer (lib/cams/profile-rules.ts), checked again on the server
 * against the customer as stored: a crafted request that empties a recorded field, or leaves
 * out what the KYC level requires, is refused on its field as the form would.
 */
function checkProfileRules(changes: object) {
  return (stored: Customer) => {
    const parsed = profileUpdateSchema(stored).safeParse(changes);
    if (parsed.success) return;
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]),
    );
    throw new ActionRefusal("VALIDATION", "Some fields need attention.", fieldErrors);
  };
}

/** PATCH /customers/{id}: the given profile fields replace the stored ones. */
export const updateCustomerProfile = defineAction({
  name: "customer.profile.update",
  permission: "customers.editProfile",
  kind: "provider",
  schema: customerUpdateRequest.safeExtend({ customer_id: resourceId }),
  run: ({ customer_id, ...changes }) =>
    changeCustomer(
      customer_id,
      (client) => client.call("updateCustomer", { params: { customer_id }, body: changes }),
      profileOf,
      checkProfileRules(changes),
    ),
});
