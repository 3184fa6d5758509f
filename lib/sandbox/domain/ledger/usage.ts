import { and, eq, sql } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import { transactions } from "../../tables/ledger";
import type { LimitDirection, WindowUsage } from "./limits";
import { calendarPeriods, windowStarts } from "./periods";

/**
 * What an account has loaded (credits) or spent (debits) in each limit window so far, from its
 * posted transactions. Called with the account row locked, so no concurrent movement can slip
 * in between this count and the posting.
 */
export async function windowUsage(
  ctx: SandboxContext,
  accountId: string,
  direction: LimitDirection,
): Promise<WindowUsage> {
  const starts = windowStarts(ctx.now);
  const columns = Object.fromEntries(
    calendarPeriods.flatMap((period) => {
      const since = sql`${transactions.createdAt} >= ${starts[period].toISOString()}`;
      return [
        [
          `${period}Amount`,
          sql<string>`coalesce(sum(${transactions.amountMinor}) filter (where ${since}), 0)`,
        ],
        [`${period}Count`, sql<string>`count(*) filter (where ${since})`],
      ];
    }),
  );
  const [row] = await ctx.db
    .select({
      ...columns,
      lifetimeAmount: sql<string>`coalesce(sum(${transactions.amountMinor}), 0)`,
      lifetimeCount: sql<string>`count(*)`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, accountId),
        eq(transactions.direction, direction === "load" ? "credit" : "debit"),
        eq(transactions.status, "Posted"),
      ),
    );
  const value = (key: string) => Number((row as Record<string, unknown>)[key] ?? 0);
  const usage = {} as WindowUsage;
  for (const period of [...calendarPeriods, "lifetime"] as const) {
    usage[period] = { amountMinor: value(`${period}Amount`), count: value(`${period}Count`) };
  }
  return usage;
}
