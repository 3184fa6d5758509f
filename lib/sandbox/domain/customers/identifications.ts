import { sql } from "drizzle-orm";
import type { z } from "zod";
import { ErrorCode, type identificationUpdateRequest } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import { customerIdentifications, IDENTIFICATION_UNIQUE_INDEX } from "../../tables/customers";
import { lockActiveCustomer, touchCustomer } from "./load";

export type Identification = z.output<typeof identificationUpdateRequest>;

/**
 * Adds the identifications, replacing any of the same type. A document (type and value, in any
 * letter case) already held by another customer is 422 / 4224001. The unique index decides,
 * not a prior read, so concurrent requests cannot both pass; the savepoint keeps the request's
 * transaction usable after the refused insert.
 */
export async function saveIdentifications(
  ctx: SandboxContext,
  customerId: string,
  items: readonly Identification[],
): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map((item) => ({
    customerId,
    type: item.type,
    value: item.value,
    issuingCountry: item.issuing_country ?? null,
    expiryDate: item.expiry_date ?? null,
  }));
  try {
    await ctx.db.transaction((tx) =>
      tx
        .insert(customerIdentifications)
        .values(rows)
        .onConflictDoUpdate({
          target: [customerIdentifications.customerId, customerIdentifications.type],
          set: {
            value: sql`excluded.value`,
            issuingCountry: sql`excluded.issuing_country`,
            expiryDate: sql`excluded.expiry_date`,
          },
        }),
    );
  } catch (error) {
    if (violatedConstraint(error) === IDENTIFICATION_UNIQUE_INDEX) {
      throw new SandboxError(ErrorCode.CustomerDetailsAlreadyUsed);
    }
    throw error;
  }
}

/** PATCH /customers/{id}/identifications: the body's `type` says which one is replaced or added. */
export async function updateIdentification(
  ctx: SandboxContext,
  customerId: string,
  item: Identification,
): Promise<void> {
  await lockActiveCustomer(ctx, customerId);
  await saveIdentifications(ctx, customerId, [item]);
  await touchCustomer(ctx, customerId);
}

// Drivers wrap the server's error (drizzle in DrizzleQueryError), so look down the cause chain.
function violatedConstraint(error: unknown): string | undefined {
  for (let current = error; current instanceof Object; current = (current as Error).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505" && typeof constraint === "string") return constraint;
  }
  return undefined;
}
