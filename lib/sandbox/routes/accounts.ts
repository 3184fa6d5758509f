import { createCorporateAccounts } from "../domain/accounts/corporate";
import { createBulkItems } from "../domain/bulk";
import { findCustomer } from "../domain/customers/load";
import type { HandlerMap } from "../handler";
import { bulkAnswer } from "./bulk";

export const accountHandlers: HandlerMap = {
  async createAccounts({ params, body, ctx }) {
    const customer = await findCustomer(ctx, params.customer_id);
    return bulkAnswer("accounts", await createBulkItems(ctx, customer, "accounts", body));
  },
  async createCorporateAccounts({ params, body, ctx }) {
    return bulkAnswer("accounts", await createCorporateAccounts(ctx, params.corporate_id, body));
  },
};
