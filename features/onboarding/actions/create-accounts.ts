"use server";

import { createMissingItems } from "@/features/onboarding/lib/create-missing-items";
import { accountsCreateRequest } from "@/lib/cams";
import { camsClient } from "@/lib/console/cams-client";

/** The onboarding's missing accounts, again: part of onboarding, so customers.onboard. */
export const createAccounts = createMissingItems({
  name: "customer.accounts.create",
  permission: "customers.onboard",
  items: accountsCreateRequest,
  create: (customer_id, body) =>
    camsClient().call("createAccounts", { params: { customer_id }, body }),
  createdIds: (answer) => answer.accounts.map((a) => a.account_id),
});
