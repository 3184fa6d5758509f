"use server";

import { addressPatchRequest, resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/** PATCH /customers/{id}/addresses: the address of the given type, changed field by field. */
export const patchCustomerAddress = defineAction({
  name: "customer.address.patch",
  permission: "customers.editContact",
  kind: "provider",
  schema: addressPatchRequest.extend({ customer_id: resourceId }),
  async run({ customer_id, ...address }) {
    const client = camsClient();
    const before = await client.call("getCustomer", { params: { customer_id } });
    const after = await client.call("patchCustomerAddress", {
      params: { customer_id },
      body: address,
    });
    const pick = (c: typeof before) => c.addresses?.find((a) => a.type === address.type) ?? null;
    return {
      data: after,
      target: { type: "customer", id: customer_id },
      before: { address: pick(before) },
      after: { address: pick(after) },
    };
  },
});
