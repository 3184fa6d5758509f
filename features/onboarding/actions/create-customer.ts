"use server";

import { z } from "zod";
import type { Positioned } from "@/features/onboarding/lib/bulk-outcome";
import { deleteDraft } from "@/features/onboarding/lib/draft-store";
import { afterAnswer, keepMissing } from "@/features/onboarding/lib/pending-products";
import { customerCreateRequest } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { recordSeenQuietly, seenCustomer } from "@/lib/console/directory";

/**
 * POST /customers: the customer with all its accounts and cards in one request. The answer is
 * the customer with the items the provider created (201), or only some of them (206); the
 * wizard tells the two apart by request_position_index. The items a 206 leaves out are kept,
 * so the customer's page offers them for a retry later; `pending` names their records. The
 * wizard's draft goes once the customer exists, so it is never offered again to create the
 * same customer twice.
 */
export const createCustomer = defineAction({
  name: "customer.create",
  permission: "customers.onboard",
  kind: "provider",
  schema: z.strictObject({ draft: z.uuid().nullable(), request: customerCreateRequest }),
  async run({ draft, request }, { db, user }) {
    const customer = await camsClient().call("createCustomer", { body: request });
    await recordSeenQuietly(db, seenCustomer(customer));
    if (draft) {
      // The customer is created whatever happens here: a failure must not say otherwise.
      await deleteDraft(db, user.id, draft).catch((error) =>
        console.error("[action customer.create] draft not deleted", error),
      );
    }
    // The customer exists whatever happens here: keeping the missing items is best-effort.
    const keep = async (
      kind: "account" | "card",
      items: unknown[] = [],
      created: Positioned[] = [],
    ) =>
      (await afterAnswer("keep", () =>
        keepMissing(
          db,
          { customerId: customer.customer_id, kind, items, userId: user.id },
          created,
        ),
      )) ?? items.map(() => null);
    const pending = {
      accounts: await keep("account", request.accounts, customer.accounts),
      cards: await keep("card", request.cards, customer.cards),
    };
    const count = (asked: unknown[] | undefined, created: unknown[] | undefined) => ({
      requested: asked?.length ?? 0,
      created: created?.length ?? 0,
    });
    return {
      data: { ...customer, pending },
      target: { type: "customer", id: customer.customer_id },
      after: {
        kyc_level: customer.kyc_level,
        status: customer.status,
        accounts: count(request.accounts, customer.accounts),
        cards: count(request.cards, customer.cards),
      },
    };
  },
});
