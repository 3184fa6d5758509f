"use server";

import { addressChange } from "../address-change";

/** PUT /customers/{id}/addresses: the address of the given type, replaced whole. */
export const putCustomerAddress = addressChange("putCustomerAddress");
