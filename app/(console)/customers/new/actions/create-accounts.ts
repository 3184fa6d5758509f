"use server";

import { z } from "zod";
import { accountsCreateRequest, resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/**
 * POST /customers/{id}/accounts: the onboarding's accounts the provider did not create the
 * first time. Part of onboarding, so it asks for customers.onboard.
 */
export const createAccounts = defineAction({
  name: "customer.accounts.create",
  permission: "customers.onboard",
  kind: "provider",
  schema: z.strictObject({ customer_id: resourceId, accounts: accountsCreateRequest }),
  async run({ customer_id, accounts }) {
    const answer = await camsClient().call("createAccounts", {
      params: { customer_id },
      body: accounts,
    });
    return {
      data: answer,
      target: { type: "customer", id: customer_id },
      after: { requested: accounts.length, created: answer.accounts.map((a) => a.account_id) },
    };
  },
});
