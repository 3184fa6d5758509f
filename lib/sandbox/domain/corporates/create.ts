import type { ParsedOperationBody } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { type Corporate, corporates } from "../../tables/corporates";
import { assertParentExists } from "./parent";

type CorporateCreate = ParsedOperationBody<"createCorporate">;

/** POST /corporates. A new corporate has no subsidiaries, so its parent cannot make a cycle. */
export async function createCorporate(
  ctx: SandboxContext,
  body: CorporateCreate,
): Promise<Corporate> {
  if (body.parent_corporate_id !== undefined)
    await assertParentExists(ctx, body.parent_corporate_id);
  const [corporate] = await ctx.db
    .insert(corporates)
    .values({
      name: body.name,
      registrationNumber: body.registration_number ?? null,
      taxResidency: body.tax_residency,
      address: body.address,
      parentCorporateId: body.parent_corporate_id ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  return corporate!;
}
