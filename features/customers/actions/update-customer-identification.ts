"use server";

import { changeCustomer } from "@/features/customers/lib/change-customer";
import { withFieldMessage } from "@/features/customers/lib/refusal-on-field";
import { ErrorCode, enumLabel, identificationUpdateRequest, resourceId } from "@/lib/cams";
import { isCamsError } from "@/lib/cams/client";
import { defineAction } from "@/lib/console/actions/define-action";

/** PATCH /customers/{id}/identifications: the identification of the body's `type` is replaced. */
export const updateCustomerIdentification = defineAction({
  name: "customer.identification.update",
  permission: "customers.editProfile",
  kind: "provider",
  schema: identificationUpdateRequest.extend({ customer_id: resourceId }),
  run: ({ customer_id, ...identification }) =>
    changeCustomer(
      customer_id,
      (client) =>
        client
          .call("updateIdentification", { params: { customer_id }, body: identification })
          .catch((error) => {
            // The provider names no field; the only detail of this request another customer can hold is the document.
            if (isCamsError(error) && error.code === ErrorCode.CustomerDetailsAlreadyUsed)
              throw withFieldMessage(
                error,
                "value",
                `Another customer already has this ${enumLabel(identification.type)}: check the value`,
              );
            throw error;
          }),
      (customer) => customer.identifications?.find((i) => i.type === identification.type) ?? null,
    ),
});
