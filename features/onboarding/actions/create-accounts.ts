"use server";

import { createItemsAction } from "@/features/onboarding/lib/product-actions";
import { customerAccounts } from "@/features/onboarding/lib/product-kinds";

/** "Open accounts" for a customer, any number at once; what is not created is kept for a retry. */
export const createAccounts = createItemsAction("customer.accounts.create", customerAccounts);
