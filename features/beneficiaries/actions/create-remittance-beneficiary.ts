"use server";

import { recordBeneficiary } from "@/features/beneficiaries/lib/store";
import { beneficiaryCreateRequest, resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/**
 * POST /customers/{customer_id}/remittance/beneficiaries, with the spec's rules (the one
 * vendor's 40-character line 1 among them) checked here as in the form. The answer is kept in
 * the console: the provider has no way to list a customer's beneficiaries.
 */
export const createRemittanceBeneficiary = defineAction({
  name: "beneficiary.create",
  permission: "beneficiaries.manage",
  kind: "provider",
  // safeExtend keeps the request's refinements (the full name, the vendor's line 1 limit).
  schema: beneficiaryCreateRequest.safeExtend({ customer_id: resourceId }),
  async run({ customer_id, ...body }, { db, user }) {
    const answer = await camsClient().call("createBeneficiary", {
      params: { customer_id },
      body,
    });
    // The beneficiary exists at the provider whatever happens here; the audit entry below keeps
    // it too, so a failed record is logged, never reported as a failed creation.
    await recordBeneficiary(db, customer_id, answer, { createdBy: user.id, at: new Date() }).catch(
      (error) => console.error("[beneficiaries] created, but not recorded in the console", error),
    );
    return {
      data: { beneficiary_id: answer.beneficiary_id },
      target: { type: "beneficiary", id: answer.beneficiary_id },
      after: { customer_id, ...body },
    };
  },
});
