import "server-only";
import type { z } from "zod";
import type { customerCreateRequest } from "@/lib/cams";
import { camsClient } from "@/lib/console/cams-client";
import { recordSeenQuietly, seenCustomer } from "@/lib/console/directory";
import type { Db } from "@/lib/db";
import type { Positioned } from "./bulk-outcome";
import { afterAnswer, keepMissing } from "./pending-products";

type CustomerCreate = z.output<typeof customerCreateRequest>;

/**
 * POST /customers: the customer with all its accounts and cards in one request, from the wizard
 * or a bulk onboarding row (under the row's own X-Unique-Id). The answer is the customer with
 * the items the provider created (201), or only some of them (206), told apart by
 * request_position_index. The items a 206 leaves out are kept, so the customer's page offers
 * them for a retry later; `pending` names their records.
 */
export async function createCustomerWithProducts(
  db: Db,
  request: CustomerCreate,
  by: { userId: string; uniqueId?: string },
) {
  const customer = await camsClient().call("createCustomer", {
    body: request,
    uniqueId: by.uniqueId,
  });
  await recordSeenQuietly(db, seenCustomer(customer));
  // The customer exists whatever happens here: keeping the missing items is best-effort.
  const keep = async (
    kind: "account" | "card",
    items: unknown[] = [],
    created: Positioned[] = [],
  ) =>
    (await afterAnswer("keep", () =>
      keepMissing(
        db,
        { customerId: customer.customer_id, kind, items, userId: by.userId },
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
    customer,
    pending,
    counts: {
      accounts: count(request.accounts, customer.accounts),
      cards: count(request.cards, customer.cards),
    },
  };
}
