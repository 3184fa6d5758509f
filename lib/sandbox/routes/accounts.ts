import { createCorporateAccounts } from "../domain/accounts/corporate";
import { type BulkResult, bulkStatus, createBulkItems } from "../domain/bulk";
import { findCustomer } from "../domain/customers/load";
import type { HandlerMap, HandlerResult } from "../handler";

/** 201 or 206 with the created accounts only, each with its request_position_index. */
function answer(result: BulkResult): HandlerResult {
  return { status: bulkStatus(result), body: { accounts: result.created } };
}

export const accountHandlers: HandlerMap = {
  async createAccounts({ params, body, ctx }) {
    const customer = await findCustomer(ctx, params.customer_id);
    return answer(await createBulkItems(ctx, customer, "accounts", body));
  },
  async createCorporateAccounts({ params, body, ctx }) {
    return answer(await createCorporateAccounts(ctx, params.corporate_id, body));
  },
};
