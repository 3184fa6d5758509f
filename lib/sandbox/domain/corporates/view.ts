import { asc, eq } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import {
  type Corporate,
  type CorporateIndividual,
  corporateIndividuals,
} from "../../tables/corporates";

/** A corporate as the interface answers it, with its individuals in the order they were added. */
export async function corporateView(ctx: SandboxContext, corporate: Corporate) {
  const individuals = await ctx.db
    .select()
    .from(corporateIndividuals)
    .where(eq(corporateIndividuals.corporateId, corporate.id))
    .orderBy(asc(corporateIndividuals.seq));
  return {
    corporate_id: corporate.id,
    name: corporate.name,
    registration_number: corporate.registrationNumber,
    tax_residency: corporate.taxResidency,
    address: corporate.address,
    parent_corporate_id: corporate.parentCorporateId,
    created_date: corporate.createdAt.toISOString(),
    individuals: individuals.map(individualView),
  };
}

export function individualView(individual: CorporateIndividual) {
  return {
    individual_id: individual.id,
    corporate_id: individual.corporateId,
    first_name: individual.firstName,
    last_name: individual.lastName,
    types: individual.types,
    residence_country: individual.residenceCountry,
    nationality: individual.nationality,
    date_of_birth: individual.dateOfBirth,
    email: individual.email,
    created_date: individual.createdAt.toISOString(),
  };
}
