import { and, asc, eq, inArray } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import type { Customer } from "../../tables/customers";
import { accounts } from "../../tables/ledger";
import type { ItemCreator } from "../bulk";
import { lockActiveCustomer, touchCustomer } from "../customers/load";
import type { CustomerItemReader } from "../customers/view";
import { accountView } from "../ledger/views";
import { openAccount } from "./open";

/**
 * One item of POST /customers or POST /customers/{id}/accounts. The customer is locked and its
 * status read afresh for each item, so concurrent creates queue up before the maximum check
 * and a customer held meanwhile gets no account (4224005 / 4224006 / 4220002).
 */
export const createCustomerAccount: ItemCreator<"accounts"> = async (
  ctx: SandboxContext,
  customer: Customer,
  item,
) => {
  await lockActiveCustomer(ctx, customer.id);
  const account = await openAccount(ctx, { kind: "customer", customerId: customer.id }, item);
  await touchCustomer(ctx, customer.id);
  return accountView(account);
};

/** The `accounts` of customer responses, oldest first, Closed ones included with their status. */
export const customerAccountViews: CustomerItemReader = async (ctx, customerIds) => {
  const rows = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.kind, "customer"), inArray(accounts.customerId, [...customerIds])))
    .orderBy(asc(accounts.seq));
  const byCustomer = new Map<string, ReturnType<typeof accountView>[]>();
  for (const row of rows) {
    // Never null here: the query asked for these customers' accounts.
    const id = row.customerId as string;
    byCustomer.set(id, [...(byCustomer.get(id) ?? []), accountView(row)]);
  }
  return byCustomer;
};
