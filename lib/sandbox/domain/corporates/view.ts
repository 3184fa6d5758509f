import { and, asc, eq } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import {
  type Corporate,
  type CorporateIndividual,
  corporateIndividuals,
} from "../../tables/corporates";
import { accounts } from "../../tables/ledger";
import { accountView } from "../ledger/views";

/**
 * A corporate as the interface answers it, with its individuals in the order they were added
 * and its accounts, oldest first. The spec lists no way to read a corporate's accounts; a
 * provider answers them with the corporate as it does with the customer (a sandbox decision).
 */
export async function corporateView(ctx: SandboxContext, corporate: Corporate) {
  const individuals = await ctx.db
    .select()
    .from(corporateIndividuals)
    .where(eq(corporateIndividuals.corporateId, corporate.id))
    .orderBy(asc(corporateIndividuals.seq));
  const corporateAccounts = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.kind, "corporate"), eq(accounts.corporateId, corporate.id)))
    .orderBy(asc(accounts.seq));
  return {
    corporate_id: corporate.id,
    name: corporate.name,
    registration_number: corporate.registrationNumber,
    tax_residency: corporate.taxResidency,
    address: corporate.address,
    parent_corporate_id: corporate.parentCorporateId,
    created_date: corporate.createdAt.toISOString(),
    individuals: individuals.map(individualView),
    accounts: corporateAccounts.map(accountView),
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
