"use server";

import { addressChange } from "../address-change";

/** PATCH /customers/{id}/addresses: the address of the given type, changed field by field. */
export const patchCustomerAddress = addressChange("patchCustomerAddress");
