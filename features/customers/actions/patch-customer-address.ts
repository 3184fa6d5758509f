"use server";

import { addressChange } from "@/features/customers/lib/address-change";

/** PATCH /customers/{id}/addresses: the address of the given type, changed field by field. */
export const patchCustomerAddress = addressChange("patchCustomerAddress");
