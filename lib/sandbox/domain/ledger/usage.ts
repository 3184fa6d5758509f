import { and, eq, type SQL, sql } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import { transactions } from "../../tables/ledger";
import type { LimitDirection, WindowUsage } from "./limits";
import { type calendarPeriods, windowStarts } from "./periods";

type Totals = { amountMinor: number; count: number };

/**
 * The posted transactions matching `where`, summed and counted per window (a window without a
 * start is the whole lifetime), in one query. Callers hold the lock of the account they are
 * about to move, so nothing can slip in between these totals and the posting.
 */
export async function windowTotals<W extends string>(
  ctx: SandboxContext,
  where: SQL | undefined,
  starts: Record<W, Date | null>,
): Promise<Record<W, Totals>> {
  const windows = Object.entries(starts) as [W, Date | null][];
  const columns: Record<string, SQL<string>> = {};
  for (const [window, start] of windows) {
    const within = start ? sql`${transactions.createdAt} >= ${start.toISOString()}` : sql`true`;
    columns[`${window}Amount`] =
      sql<string>`coalesce(sum(${transactions.amountMinor}) filter (where ${within}), 0)`;
    columns[`${window}Count`] = sql<string>`count(*) filter (where ${within})`;
  }
  const [row = {}] = await ctx.db
    .select(columns)
    .from(transactions)
    .where(and(where, eq(transactions.status, "Posted")));
  const totals = {} as Record<W, Totals>;
  for (const [window] of windows) {
    totals[window] = {
      amountMinor: Number(row[`${window}Amount`] ?? 0),
      count: Number(row[`${window}Count`] ?? 0),
    };
  }
  return totals;
}

/** What an account has loaded (credits) or spent (debits) in each programme limit window so far. */
export async function windowUsage(
  ctx: SandboxContext,
  accountId: string,
  direction: LimitDirection,
): Promise<WindowUsage> {
  const starts: Record<(typeof calendarPeriods)[number] | "lifetime", Date | null> = {
    ...windowStarts(ctx.now),
    lifetime: null,
  };
  return windowTotals(
    ctx,
    and(
      eq(transactions.accountId, accountId),
      eq(transactions.direction, direction === "load" ? "credit" : "debit"),
    ),
    starts,
  );
}
