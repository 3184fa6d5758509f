import "server-only";
import type { z } from "zod";
import { changeCustomer, storedRule } from "@/features/customers/lib/change-customer";
import { address, addressPatchRequest, addressPatchSchema, resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { explainCountryRefusal } from "./country-refusal";

const ways = {
  patchCustomerAddress: { name: "customer.address.patch", schema: addressPatchRequest },
  putCustomerAddress: { name: "customer.address.put", schema: address },
} as const;

/**
 * PATCH and PUT …/addresses: one address, picked by its `type`, changed or replaced. The
 * audit entry holds that address before and after.
 */
export function addressChange(operation: keyof typeof ways) {
  const { name, schema } = ways[operation];
  return defineAction({
    name,
    permission: "customers.editContact",
    kind: "provider",
    // PUT's schema is PATCH's with more fields required, so both parse to a PATCH body.
    schema: (schema as typeof addressPatchRequest).extend({ customer_id: resourceId }),
    run: ({ customer_id, ...body }) =>
      changeCustomer(
        customer_id,
        (client) =>
          client
            .call(operation, { params: { customer_id }, body: body as z.output<typeof address> })
            .catch((error) => {
              throw explainCountryRefusal(error, body.type);
            }),
        (customer) => customer.addresses?.find((a) => a.type === body.type) ?? null,
        // PATCH keeps a recorded line it is not sent: the form's rule, checked again here.
        operation === "patchCustomerAddress"
          ? storedRule(
              (stored) => addressPatchSchema(stored.addresses?.find((a) => a.type === body.type)),
              body,
            )
          : undefined,
      ),
  });
}
