"use server";

import { accountsCreateRequest, resourceId } from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/**
 * POST /corporates/{id}/accounts (a sandbox assumption: the spec names the corporate's
 * accounts but not how they are opened): any number at once, answered 201, or 206 with the
 * created ones only. The console keeps no record of a corporate's missing items: the form
 * offers to send them again.
 */
export const createCorporateAccounts = defineAction({
  name: "corporate.accounts.create",
  permission: "corporates.manage",
  kind: "provider",
  schema: z.strictObject({ corporate_id: resourceId, items: accountsCreateRequest }),
  async run({ corporate_id, items }) {
    const { accounts } = await camsClient().call("createCorporateAccounts", {
      params: { corporate_id },
      body: items,
    });
    return {
      data: { created: accounts, pending: items.map(() => null) },
      target: { type: "corporate", id: corporate_id },
      after: { requested: items.length, created: accounts.map((a) => a.account_id) },
    };
  },
});
