"use server";

import { changeCustomer } from "@/features/customers/lib/change-customer";
import { phonesUpdateRequest, resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";

/** PATCH /customers/{id}/phones: the numbers given replace the customer's of the same type. */
export const updateCustomerPhones = defineAction({
  name: "customer.phones.update",
  permission: "customers.editContact",
  kind: "provider",
  schema: phonesUpdateRequest.safeExtend({ customer_id: resourceId }),
  run: ({ customer_id, ...phones }) =>
    changeCustomer(
      customer_id,
      (client) => client.call("updatePhones", { params: { customer_id }, body: phones }),
      (customer) => customer.phones ?? [],
    ),
});
