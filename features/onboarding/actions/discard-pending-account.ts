"use server";

import { discardPendingAction } from "@/features/onboarding/lib/product-actions";
import { customerAccounts } from "@/features/onboarding/lib/product-kinds";

/** Gives up on an account the provider did not create: it is no longer offered for a retry. */
export const discardPendingAccount = discardPendingAction(
  "customer.accounts.discard_pending",
  customerAccounts,
);
