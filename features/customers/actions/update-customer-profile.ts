"use server";

import { changeCustomer, storedRule } from "@/features/customers/lib/change-customer";
import type { Customer } from "@/features/customers/lib/customer";
import { customerUpdateRequest, profileUpdateSchema, resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";

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
 * PATCH /customers/{id}: the given profile fields replace the stored ones. The form's rules for
 * this customer (lib/cams/profile-rules.ts) are checked again against the stored customer: a
 * crafted request that empties a recorded field, or leaves out what the KYC level requires, is
 * refused on its field as the form would.
 */
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
      storedRule(profileUpdateSchema, changes),
    ),
});
