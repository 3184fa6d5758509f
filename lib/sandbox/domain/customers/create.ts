import type { InterfaceErrors, ParsedOperationBody } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { invalidPayload } from "../../errors";
import { type Customer, customers } from "../../tables/customers";
import { type BulkResult, createBulkItems } from "../bulk";
import { saveAddresses } from "./addresses";
import { amlStatus } from "./aml";
import { customerColumns } from "./columns";
import { saveIdentifications } from "./identifications";

export type CustomerCreate = ParsedOperationBody<"createCustomer">;
type CustomerCreated = { customer: Customer; accounts: BulkResult; cards: BulkResult };

/**
 * POST /customers. The customer is created whatever the AML check finds (held or rejected
 * customers exist, with that status); its accounts, then its cards, go through the bulk
 * machinery, where each item succeeds or fails on its own.
 */
export async function createCustomer(
  ctx: SandboxContext,
  body: CustomerCreate,
): Promise<CustomerCreated> {
  const identifications = body.identifications ?? [];
  const addresses = body.addresses ?? [];
  assertOnePerType("identifications", identifications);
  assertOnePerType("addresses", addresses);
  const [customer] = await ctx.db
    .insert(customers)
    .values({
      ...customerColumns(body),
      firstName: body.first_name,
      lastName: body.last_name,
      nationality: body.nationality,
      kycLevel: body.kyc_level,
      status: amlStatus(identifications.map((item) => item.value)),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  await saveIdentifications(ctx, customer!.id, identifications);
  await saveAddresses(ctx, customer!.id, addresses);
  const accounts = await createBulkItems(ctx, customer!, "accounts", body.accounts ?? []);
  const cards = await createBulkItems(ctx, customer!, "cards", body.cards ?? []);
  return { customer: customer!, accounts, cards };
}

// A customer has one identification and one address per type: PATCH and PUT pick them by type.
function assertOnePerType(field: string, items: readonly { type: string }[]): void {
  const errors: InterfaceErrors = {};
  items.forEach((item, index) => {
    if (items.findIndex((other) => other.type === item.type) < index) {
      errors[`${field}[${index}].type`] = [
        `Another item of ${field} already has type ${item.type}`,
      ];
    }
  });
  if (Object.keys(errors).length > 0) throw invalidPayload(errors);
}
