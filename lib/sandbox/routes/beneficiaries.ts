import { createBeneficiary } from "../domain/beneficiaries/create";
import { beneficiaryView } from "../domain/beneficiaries/view";
import type { HandlerMap } from "../handler";

export const beneficiaryHandlers: HandlerMap = {
  async createBeneficiary({ params, body, ctx }) {
    const beneficiary = await createBeneficiary(ctx, params.customer_id, body);
    return { status: 201, body: beneficiaryView(beneficiary) };
  },
};
