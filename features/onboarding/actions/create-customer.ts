"use server";

import { createCustomerWithProducts } from "@/features/onboarding/lib/create-customer";
import { deleteDraft } from "@/features/onboarding/lib/draft-store";
import { customerCreateRequest } from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import { defineAction } from "@/lib/console/actions/define-action";

/**
 * POST /customers from the wizard (createCustomerWithProducts): the customer with its accounts
 * and cards, the items a 206 leaves out kept for a retry on the customer's page. The wizard's
 * draft goes once the customer exists, so it is never offered again to create the same customer
 * twice.
 */
export const createCustomer = defineAction({
  name: "customer.create",
  permission: "customers.onboard",
  kind: "provider",
  schema: z.strictObject({ draft: z.uuid().nullable(), request: customerCreateRequest }),
  async run({ draft, request }, { db, user }) {
    const { customer, pending, counts } = await createCustomerWithProducts(db, request, {
      userId: user.id,
    });
    if (draft) {
      // The customer is created whatever happens here: a failure must not say otherwise.
      await deleteDraft(db, user.id, draft).catch((error) =>
        console.error("[action customer.create] draft not deleted", error),
      );
    }
    return {
      data: { ...customer, pending },
      target: { type: "customer", id: customer.customer_id },
      after: { kyc_level: customer.kyc_level, status: customer.status, ...counts },
    };
  },
});
