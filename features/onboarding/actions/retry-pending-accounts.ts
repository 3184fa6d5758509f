"use server";

import { retryPendingAction } from "@/features/onboarding/lib/product-actions";
import { customerAccounts } from "@/features/onboarding/lib/product-kinds";

/** The customer's accounts not created the first time (a 206), sent again. */
export const retryPendingAccounts = retryPendingAction("customer.accounts.retry", customerAccounts);
