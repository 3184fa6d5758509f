import type { beneficiaries } from "../../tables/cards";

export type Beneficiary = typeof beneficiaries.$inferSelect;

/** A beneficiary as the interface answers it. */
export function beneficiaryView(beneficiary: Beneficiary) {
  return {
    beneficiary_id: beneficiary.id,
    customer_id: beneficiary.customerId,
    first_name: beneficiary.firstName,
    last_name: beneficiary.lastName,
    vendor: beneficiary.vendor,
    iban: beneficiary.iban,
    address: beneficiary.address,
    created_date: beneficiary.createdAt.toISOString(),
  };
}
