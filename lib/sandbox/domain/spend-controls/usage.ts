import { and, eq } from "drizzle-orm";
import type { CurrencyCode, SpendControlUsage, SpendControlWindow } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { transactions } from "../../tables/ledger";
import { type CalendarPeriod, periodStart } from "../ledger/periods";
import { windowTotals } from "../ledger/usage";

const calendarPeriodOf = {
  Hourly: "hourly",
  Daily: "daily",
  Weekly: "weekly",
  Monthly: "monthly",
  Yearly: "yearly",
} as const satisfies Record<Exclude<SpendControlWindow, "Lifetime">, CalendarPeriod>;

/** The first instant of each spend-control window holding `at`; Lifetime has no start. */
export function spendControlWindowStarts(at: Date): Record<SpendControlWindow, Date | null> {
  const starts = { Lifetime: null } as Record<SpendControlWindow, Date | null>;
  for (const [window, period] of Object.entries(calendarPeriodOf)) {
    starts[window as SpendControlWindow] = periodStart(period, at);
  }
  return starts;
}

/**
 * What spendControlDecision needs: the card's approved authorizations in `currency` per window
 * so far, that is its posted debits (a declined authorization is a row with status Declined and
 * counts toward nothing). Call it with the card's account locked, as for the programme's limits,
 * so that no concurrent authorization slips in between this sum and the posting.
 */
export async function cardAuthorizationUsage(
  ctx: SandboxContext,
  cardId: string,
  currency: CurrencyCode,
): Promise<SpendControlUsage> {
  return windowTotals(
    ctx,
    and(
      eq(transactions.cardId, cardId),
      eq(transactions.currency, currency),
      eq(transactions.direction, "debit"),
    ),
    spendControlWindowStarts(ctx.now),
  );
}
