import type { SandboxContext } from "../context";
import { isComplete } from "../domain/bulk";
import { patchAddress, putAddress } from "../domain/customers/addresses";
import { createCustomer } from "../domain/customers/create";
import { updateIdentification } from "../domain/customers/identifications";
import { searchCustomers } from "../domain/customers/search";
import { updateCustomer, updatePhones } from "../domain/customers/update";
import { customerView, customerViews } from "../domain/customers/view";
import type { Handler, HandlerInput, HandlerMap, HandlerResult } from "../handler";

async function currentCustomer(ctx: SandboxContext, customerId: string): Promise<HandlerResult> {
  return { status: 200, body: await customerView(ctx, customerId) };
}

type ChangeId =
  | "updateCustomer"
  | "updateIdentification"
  | "patchCustomerAddress"
  | "putCustomerAddress"
  | "updatePhones";

/** A PATCH or PUT of a customer: the service changes it, the answer is the customer as it now is. */
function changeThenAnswer<Id extends ChangeId>(
  change: (
    ctx: SandboxContext,
    customerId: string,
    body: HandlerInput<Id>["body"],
  ) => Promise<void>,
): Handler<Id> {
  return async ({ params, body, ctx }) => {
    await change(ctx, params.customer_id, body);
    return currentCustomer(ctx, params.customer_id);
  };
}

export const customerHandlers: HandlerMap = {
  async createCustomer({ body, ctx }) {
    const { customer, accounts, cards } = await createCustomer(ctx, body);
    const [view] = await customerViews(ctx, [customer]);
    return {
      // 206: the customer exists, but not every account and card asked for does.
      status: isComplete(accounts, cards) ? 201 : 206,
      // Only created items are shown, each with its place in the request.
      body: { ...view, accounts: accounts.created, cards: cards.created },
    };
  },
  async searchCustomers({ query, ctx }) {
    const { total, rows } = await searchCustomers(ctx, query);
    return {
      status: 200,
      body: {
        page_number: query.page_number,
        page_size: query.page_size,
        total_count: total,
        customers: await customerViews(ctx, rows),
      },
    };
  },
  getCustomer: ({ params, ctx }) => currentCustomer(ctx, params.customer_id),
  updateCustomer: changeThenAnswer(updateCustomer),
  updateIdentification: changeThenAnswer(updateIdentification),
  patchCustomerAddress: changeThenAnswer(patchAddress),
  putCustomerAddress: changeThenAnswer(putAddress),
  updatePhones: changeThenAnswer(updatePhones),
};
