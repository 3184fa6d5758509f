import "server-only";
import { type CurrencyCode, fromMinorUnits, toMinorUnits } from "@/lib/cams";
import type { MovedAmount } from "@/lib/console/approvals/policy-rule";
import type { Db } from "@/lib/db";
import type { AnyBulkKind } from "./kinds";
import { pendingInputs } from "./store";

/**
 * What a batch will run, as its four-eyes policy and its checker judge it: the rows to send, and
 * for money the total per currency, added in minor units so the sum is exact.
 */
export async function batchSize(
  db: Db,
  batchId: string,
  definition: AnyBulkKind,
): Promise<{ rows: number; totals: MovedAmount[] }> {
  const inputs = await pendingInputs(db, batchId);
  const minor = new Map<CurrencyCode, number>();
  if (definition.amountOf)
    for (const input of inputs) {
      const parsed = definition.input.safeParse(input);
      if (!parsed.success) continue;
      const { amount, currency } = definition.amountOf(parsed.data);
      const code = currency as CurrencyCode;
      minor.set(code, (minor.get(code) ?? 0) + toMinorUnits(amount, code));
    }
  return {
    rows: inputs.length,
    totals: [...minor].map(([currency, sum]) => ({
      currency,
      amount: fromMinorUnits(sum, currency),
    })),
  };
}
