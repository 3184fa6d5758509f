import type { ParsedOperationBody } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { type CorporateIndividual, corporateIndividuals } from "../../tables/corporates";
import { findCorporate } from "./load";

type CorporateIndividualCreate = ParsedOperationBody<"createCorporateIndividual">;

/** POST /corporates/{id}/individual: a director, owner, signatory, shareholder or cardholder. */
export async function createCorporateIndividual(
  ctx: SandboxContext,
  corporateId: string,
  body: CorporateIndividualCreate,
): Promise<CorporateIndividual> {
  await findCorporate(ctx, corporateId);
  const [individual] = await ctx.db
    .insert(corporateIndividuals)
    .values({
      corporateId,
      firstName: body.first_name,
      lastName: body.last_name,
      // One role named twice is still one role.
      types: [...new Set(body.types)],
      residenceCountry: body.residence_country,
      nationality: body.nationality ?? null,
      dateOfBirth: body.date_of_birth ?? null,
      email: body.email ?? null,
      createdAt: ctx.now,
    })
    .returning();
  return individual!;
}
