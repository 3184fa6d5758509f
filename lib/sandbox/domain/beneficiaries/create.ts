import type { ParsedOperationBody } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { beneficiaries } from "../../tables/cards";
import { lockActiveCustomer } from "../customers/load";
import type { Beneficiary } from "./view";

type BeneficiaryCreate = ParsedOperationBody<"createBeneficiary">;

/**
 * POST /customers/{customer_id}/remittance/beneficiaries. Adding a beneficiary changes what the
 * customer can do, so the customer must be active, as for its other belongings. The one vendor's
 * line_1 limit is a request rule (lib/cams), checked before this runs.
 */
export async function createBeneficiary(
  ctx: SandboxContext,
  customerId: string,
  body: BeneficiaryCreate,
): Promise<Beneficiary> {
  await lockActiveCustomer(ctx, customerId);
  const [beneficiary] = await ctx.db
    .insert(beneficiaries)
    .values({
      customerId,
      firstName: body.first_name,
      lastName: body.last_name,
      vendor: body.vendor ?? null,
      iban: body.iban ?? null,
      address: body.address,
      createdAt: ctx.now,
    })
    .returning();
  return beneficiary!;
}
