import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { beneficiaryResponse } from "@/lib/cams";
import type { Db } from "@/lib/db";
import { remittanceBeneficiaries } from "@/lib/db/schema";

type BeneficiaryAnswer = z.output<typeof beneficiaryResponse>;
export type StoredBeneficiary = typeof remittanceBeneficiaries.$inferSelect;

/**
 * Keeps a beneficiary as the provider answered it. The provider cannot list them, so this is
 * the console's only record; the same id seen again updates its row rather than adding one.
 */
export async function recordBeneficiary(
  db: Db,
  customerId: string,
  answer: BeneficiaryAnswer,
  meta: { createdBy: string | null; at: Date },
): Promise<void> {
  const values = {
    customerId,
    firstName: answer.first_name,
    lastName: answer.last_name,
    vendor: answer.vendor ?? null,
    iban: answer.iban ?? null,
    address: (answer.address as Record<string, unknown> | undefined) ?? null,
  };
  await db
    .insert(remittanceBeneficiaries)
    .values({
      beneficiaryId: answer.beneficiary_id,
      ...values,
      createdBy: meta.createdBy,
      createdAt: meta.at,
    })
    .onConflictDoUpdate({
      target: remittanceBeneficiaries.beneficiaryId,
      // The first creator and time stay; what the provider says now wins.
      set: values,
    });
}

/** A customer's beneficiaries the console knows of, oldest first. */
export function listBeneficiaries(db: Db, customerId: string): Promise<StoredBeneficiary[]> {
  return db
    .select()
    .from(remittanceBeneficiaries)
    .where(eq(remittanceBeneficiaries.customerId, customerId))
    .orderBy(asc(remittanceBeneficiaries.createdAt), asc(remittanceBeneficiaries.beneficiaryId));
}
