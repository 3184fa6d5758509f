import { and, eq } from "drizzle-orm";
import type { Address, AddressDraft, AddressPatch } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { type CustomerAddress, customerAddresses } from "../../tables/customers";
import { assertCountryKept, completeAddress } from "./address-rules";
import { lockActiveCustomer, touchCustomer } from "./load";

export type { Address, AddressPatch };

/** Stores the addresses, replacing any of the same type (a customer has one address per type). */
export async function saveAddresses(
  ctx: SandboxContext,
  customerId: string,
  items: readonly AddressDraft[],
): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map((item) => completeAddress(customerId, item));
  for (const row of rows) {
    const { customerId: _, type: __, ...fields } = row;
    await ctx.db
      .insert(customerAddresses)
      .values(row)
      .onConflictDoUpdate({
        target: [customerAddresses.customerId, customerAddresses.type],
        set: fields,
      });
  }
}

/** PATCH …/addresses: merges the given fields into the address of the body's `type`. */
export async function patchAddress(
  ctx: SandboxContext,
  customerId: string,
  patch: AddressPatch,
): Promise<void> {
  await changeAddress(ctx, customerId, patch, (stored) => ({
    ...(stored && addressOf(stored)),
    ...patch,
  }));
}

/**
 * PUT …/addresses: replaces the address of the body's `type` whole. The country rule applies
 * here too: otherwise PUT would be a way around it.
 */
export async function putAddress(
  ctx: SandboxContext,
  customerId: string,
  replacement: Address,
): Promise<void> {
  await changeAddress(ctx, customerId, replacement, () => replacement);
}

async function changeAddress(
  ctx: SandboxContext,
  customerId: string,
  body: AddressPatch,
  next: (stored: CustomerAddress | undefined) => AddressDraft,
): Promise<void> {
  await lockActiveCustomer(ctx, customerId);
  const [stored] = await ctx.db
    .select()
    .from(customerAddresses)
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.type, body.type)),
    );
  await assertCountryKept(ctx, stored, body.country);
  await saveAddresses(ctx, customerId, [next(stored)]);
  await touchCustomer(ctx, customerId);
}

/** A stored address as the interface writes it; absent optional fields are null. */
export function addressOf(row: CustomerAddress) {
  return {
    type: row.type,
    line_1: row.line1,
    line_2: row.line2,
    line_3: row.line3,
    city: row.city,
    state: row.state,
    county: row.county,
    postal_code: row.postalCode,
    country: row.country,
  };
}
