import { and, eq, type SQL, sql } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import { type Account, type AccountUsage, transactions } from "../../tables/ledger";
import type { ProgrammeLimits } from "../../tables/programme";
import type { LimitDirection, LimitPeriod, WindowUsage } from "./limits";
import { calendarPeriods, windowStarts } from "./periods";

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

/**
 * What an account has loaded (credits) or spent (debits) in each programme limit window so far,
 * summed from its transactions: what the running totals stand for, and their fallback.
 */
export async function summedUsage(
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

const periods = [...calendarPeriods, "lifetime"] as const satisfies readonly LimitPeriod[];
/** What a limit check sees when no window of its direction is limited: nothing is read. */
export const noUsage = Object.fromEntries(
  periods.map((period) => [period, { amountMinor: 0, count: 0 }]),
) as WindowUsage;

const transactionDirection = (direction: LimitDirection) =>
  direction === "load" ? ("credit" as const) : ("debit" as const);

/** True when the programme limits any window of this direction: only then is usage read. */
export function limitsWindows(limits: ProgrammeLimits | null, direction: LimitDirection): boolean {
  const windows: Record<string, { max_amount?: number; max_count?: number } | undefined> =
    limits?.[direction] ?? {};
  return Object.values(windows).some(
    (w) => w?.max_amount !== undefined || w?.max_count !== undefined,
  );
}

/**
 * The account's usage from its running totals, without reading its history. A total kept for an
 * earlier window has rolled over (nothing used yet) when no posting is as recent as the current
 * window. Null when the totals cannot tell: not known (a state saved before they existed), or
 * the clock was set back (a total kept for a later window, or postings dated after the window's
 * start that a rolled-over total would miss).
 */
export function runningUsage(
  ctx: SandboxContext,
  usage: AccountUsage | null,
  direction: LimitDirection,
): WindowUsage | null {
  if (usage === null) return null;
  const kept = usage[transactionDirection(direction)];
  const starts: Record<string, Date> = windowStarts(ctx.now);
  const latest = kept ? new Date(kept.latest).getTime() : Number.NEGATIVE_INFINITY;
  const result = {} as WindowUsage;
  for (const period of periods) {
    const total = kept?.windows[period];
    const start = starts[period]?.getTime();
    if (!total || start === undefined || total.start === null) {
      result[period] = { amountMinor: total?.amountMinor ?? 0, count: total?.count ?? 0 };
      continue;
    }
    const keptStart = new Date(total.start).getTime();
    if (keptStart === start) {
      result[period] = { amountMinor: total.amountMinor, count: total.count };
    } else if (keptStart < start && latest < start) {
      result[period] = { amountMinor: 0, count: 0 };
    } else return null;
  }
  return result;
}

/**
 * What an account has loaded or spent in each window so far: its running totals, or, when they
 * cannot tell, the sum of its transactions. The account must be locked.
 */
export async function windowUsage(
  ctx: SandboxContext,
  account: Account,
  direction: LimitDirection,
): Promise<WindowUsage> {
  return runningUsage(ctx, account.usage, direction) ?? summedUsage(ctx, account.id, direction);
}

/**
 * The account's running totals once a posted transaction of `amountMinor` in `direction` is
 * added, as of `ctx.now`'s windows. Written with the balance, in the posting's transaction,
 * while the account is locked: they can never drift from the transactions they sum.
 */
export async function usageAfter(
  ctx: SandboxContext,
  account: Account,
  direction: "credit" | "debit",
  amountMinor: number,
): Promise<AccountUsage> {
  const next: AccountUsage = { ...(account.usage ?? {}) };
  const starts: Record<string, Date> = windowStarts(ctx.now);
  for (const side of ["load", "spend"] as const) {
    const kind = transactionDirection(side);
    // Not known: both directions are summed once; from then on they are kept.
    if (kind !== direction && account.usage !== null) continue;
    const running = runningUsage(ctx, account.usage, side);
    const before = running ?? (await summedUsage(ctx, account.id, side));
    const latestBefore = running
      ? account.usage?.[kind]?.latest
      : await latestPosted(ctx, account.id, kind);
    const added = kind === direction ? { amountMinor, count: 1 } : { amountMinor: 0, count: 0 };
    const latest = [latestBefore, kind === direction ? ctx.now.toISOString() : undefined]
      .filter((t): t is string => t !== undefined)
      .map((t) => new Date(t).getTime());
    next[kind] = {
      latest: new Date(Math.max(0, ...latest)).toISOString(),
      windows: Object.fromEntries(
        periods.map((period) => [
          period,
          {
            start: starts[period]?.toISOString() ?? null,
            amountMinor: before[period].amountMinor + added.amountMinor,
            count: before[period].count + added.count,
          },
        ]),
      ),
    };
  }
  return next;
}

/** When the account's latest posted transaction in `direction` was dated, if it has one. */
async function latestPosted(
  ctx: SandboxContext,
  accountId: string,
  direction: "credit" | "debit",
): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ latest: sql<string | null>`max(${transactions.createdAt})` })
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, accountId),
        eq(transactions.direction, direction),
        eq(transactions.status, "Posted"),
      ),
    );
  return row?.latest ? new Date(row.latest).toISOString() : undefined;
}
