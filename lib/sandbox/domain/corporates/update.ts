import { eq } from "drizzle-orm";
import type { ParsedOperationBody } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { type Corporate, corporates } from "../../tables/corporates";
import { findCorporate } from "./load";
import { assertNoCycle, assertParentExists } from "./parent";

type CorporateUpdate = ParsedOperationBody<"updateCorporate">;

/** PATCH /corporates/{id}: the given fields replace the stored ones; `address` as a whole. */
export async function updateCorporate(
  ctx: SandboxContext,
  corporateId: string,
  patch: CorporateUpdate,
): Promise<Corporate> {
  await findCorporate(ctx, corporateId, { lock: true });
  if (patch.parent_corporate_id !== undefined) {
    await assertParentExists(ctx, patch.parent_corporate_id);
    await assertNoCycle(ctx, corporateId, patch.parent_corporate_id);
  }
  // drizzle leaves undefined values out of SET, so only the given fields change.
  const [corporate] = await ctx.db
    .update(corporates)
    .set({
      name: patch.name,
      registrationNumber: patch.registration_number,
      taxResidency: patch.tax_residency,
      address: patch.address,
      parentCorporateId: patch.parent_corporate_id,
      updatedAt: ctx.now,
    })
    .where(eq(corporates.id, corporateId))
    .returning();
  return corporate!;
}
