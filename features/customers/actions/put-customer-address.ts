"use server";

import { addressChange } from "@/features/customers/lib/address-change";

/** PUT /customers/{id}/addresses: the address of the given type, replaced whole. */
export const putCustomerAddress = addressChange("putCustomerAddress");
