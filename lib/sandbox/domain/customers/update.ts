import { eq } from "drizzle-orm";
import type { ParsedOperationBody } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { customers } from "../../tables/customers";
import { assertFullNameFits, customerColumns } from "./columns";
import { lockActiveCustomer } from "./load";

type CustomerUpdate = ParsedOperationBody<"updateCustomer">;
type PhonesUpdate = ParsedOperationBody<"updatePhones">;

/** PATCH /customers/{id}: the given fields replace the stored ones. */
export async function updateCustomer(
  ctx: SandboxContext,
  customerId: string,
  patch: CustomerUpdate,
): Promise<void> {
  const customer = await lockActiveCustomer(ctx, customerId);
  assertFullNameFits({
    first_name: patch.first_name ?? customer.firstName,
    last_name: patch.last_name ?? customer.lastName,
  });
  await setColumns(ctx, customerId, customerColumns(patch));
}

/** PATCH /customers/{id}/phones: `{ mobile_number?, landline_number? }`. */
export async function updatePhones(
  ctx: SandboxContext,
  customerId: string,
  phones: PhonesUpdate,
): Promise<void> {
  await lockActiveCustomer(ctx, customerId);
  await setColumns(ctx, customerId, customerColumns(phones));
}

// drizzle leaves undefined values out of SET, so only the given fields change.
async function setColumns(
  ctx: SandboxContext,
  customerId: string,
  columns: ReturnType<typeof customerColumns>,
): Promise<void> {
  await ctx.db
    .update(customers)
    .set({ ...columns, updatedAt: ctx.now })
    .where(eq(customers.id, customerId));
}
