import { eq } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import { type Customer, customers } from "../../tables/customers";
import { dataNotFound, isUuid } from "../ids";
import { assertCustomerActive } from "./status";

/** The customer the path names, or 404 / 4040001. */
export async function findCustomer(ctx: SandboxContext, id: string): Promise<Customer> {
  return selectCustomer(ctx, id, false);
}

/**
 * The customer to change: its row stays locked until the request's transaction ends, so two
 * concurrent changes of one customer apply one after the other; then the status rules apply.
 */
export async function lockActiveCustomer(ctx: SandboxContext, id: string): Promise<Customer> {
  const customer = await selectCustomer(ctx, id, true);
  assertCustomerActive(customer);
  return customer;
}

/** Records that the customer changed, also when only something it owns did. */
export async function touchCustomer(ctx: SandboxContext, id: string): Promise<void> {
  await ctx.db.update(customers).set({ updatedAt: ctx.now }).where(eq(customers.id, id));
}

async function selectCustomer(ctx: SandboxContext, id: string, lock: boolean) {
  if (!isUuid(id)) throw dataNotFound();
  const query = ctx.db.select().from(customers).where(eq(customers.id, id));
  const [customer] = await (lock ? query.for("update") : query);
  if (!customer) throw dataNotFound();
  return customer;
}
