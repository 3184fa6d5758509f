import { eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "@/lib/db";
import type { SandboxConfig } from "../config";
import type { SandboxContext } from "../context";
import { moveCard } from "../domain/cards/history";
import { settleOutgoingCreditTransfer } from "../domain/ledger/settle-outgoing-credit-transfer";
import { cards } from "../tables/cards";
import { getProgrammeSettings } from "../tables/programme";
import { dispatchDueWebhooks } from "../webhooks/dispatcher";
import { enqueueUserVerificationStatus } from "../webhooks/events";
import { addBusinessDays } from "./business-days";

/**
 * What falls due as the sandbox's clock passes, whether it moves by itself (the background
 * loop, lib/sandbox/background.ts) or is advanced (POST /simulate/clock/advance):
 * - an accepted outgoing credit transfer settles (ACSC) its delay in business days after it was
 *   accepted, unless it was made final before (rejected by simulation);
 * - a physical card at 02 Embossing or 03 Printing is dispatched (04) its delay after it got there;
 * - a customer's document, the day after its expiry date, sends DocumentExpired;
 * - a webhook is sent, or sent again on its retry schedule.
 * Each runs at the time it fell due, in time order, with the webhooks it makes dated then, so an
 * advance of a month answers what a month of waiting would have.
 */

const DAY_MS = 86_400_000;
/** Items one step takes of a kind; what is left is taken by the next step, at the same time. */
const BATCH = 200;
/** An advance of 400 days with retries failing all along stays far under this. */
const MAX_STEPS = 10_000;
/** Webhooks one step sends at most. */
const WEBHOOK_BATCH = 10;
/** How long a step waits for items another server holds, and how often it looks again. */
const HELD_WAIT_MS = 50;
const HELD_TRIES = 100;

type Delays = { settlementDays: number | null; cardDispatchDays: number | null };

type DueKind = {
  name: "settlements" | "card_dispatches" | "document_expiries";
  /** When the earliest of its items falls due, or null when none is waiting. */
  next(db: Db, delays: Delays): Promise<Date | null>;
  /** Does what fell due by `ctx.now`; answers how many items it took. */
  run(ctx: SandboxContext, delays: Delays): Promise<number>;
};

export type DueWorkDone = {
  settlements: number;
  card_dispatches: number;
  document_expiries: number;
  webhooks: number;
  /** False when the run stopped before `until` (its time budget, or items that keep failing). */
  complete: boolean;
};

/**
 * An outgoing credit transfer accepted and waiting: the partial index of drizzle/0058 covers it.
 * One a simulation moved to another status (rejected, or pending at the bank) is left to it.
 */
const unsettled = sql`processing_code_type = 'SepaOutgoingPayment' and direction = 'debit'
  and payment_status = 'ACCP'`;

const settlements: DueKind = {
  name: "settlements",
  async next(db, { settlementDays }) {
    if (settlementDays === null) return null;
    const [row] = await queryRows<{ created_at: string | Date }>(
      db,
      sql`select created_at from sandbox.transactions where ${unsettled}
          order by created_at limit 1`,
    );
    // addBusinessDays keeps the order: the oldest transfer is the first to settle.
    return row ? addBusinessDays(new Date(row.created_at), settlementDays) : null;
  },
  async run(ctx, { settlementDays }) {
    if (settlementDays === null) return 0;
    // A business day is at least a day: no transfer accepted after this is due yet.
    const acceptedBy = new Date(ctx.now.getTime() - settlementDays * DAY_MS);
    const rows = await queryRows<{ id: string; created_at: string | Date }>(
      ctx.db,
      sql`select id, created_at from sandbox.transactions
          where ${unsettled} and created_at <= ${acceptedBy.toISOString()}::timestamptz
          order by created_at limit ${BATCH} for update skip locked`,
    );
    const due = rows.filter(
      (row) => addBusinessDays(new Date(row.created_at), settlementDays) <= ctx.now,
    );
    for (const row of due) {
      await settleOutgoingCreditTransfer(ctx, row.id, { payment_status: "ACSC" });
    }
    return due.length;
  },
};

/** A physical card in production, and when it reached its status (its newest history row). */
const inProduction = sql`from sandbox.cards c
  cross join lateral (
    select h.at from sandbox.card_status_history h where h.card_id = c.id order by h.id desc limit 1
  ) since
  where c.status in ('02', '03') and c.card_type = 'Physical' and not c.unassigned`;

const cardDispatches: DueKind = {
  name: "card_dispatches",
  async next(db, { cardDispatchDays }) {
    if (cardDispatchDays === null) return null;
    const [row] = await queryRows<{ at: string | Date | null }>(
      db,
      sql`select min(since.at) as at ${inProduction}`,
    );
    return row?.at ? new Date(new Date(row.at).getTime() + cardDispatchDays * DAY_MS) : null;
  },
  async run(ctx, { cardDispatchDays }) {
    if (cardDispatchDays === null) return 0;
    const reachedBy = new Date(ctx.now.getTime() - cardDispatchDays * DAY_MS);
    const rows = await queryRows<{ id: string }>(
      ctx.db,
      sql`select c.id ${inProduction} and since.at <= ${reachedBy.toISOString()}::timestamptz
          order by since.at limit ${BATCH} for update of c skip locked`,
    );
    for (const { id } of rows) {
      const [card] = await ctx.db.select().from(cards).where(eq(cards.id, id));
      await moveCard(ctx, card!, "04", "Dispatched");
    }
    return rows.length;
  },
};

/** A document whose expiry date was not announced yet (a renewed one is announced again). */
const unannounced = sql`expiry_date is not null and expiry_announced_for is distinct from expiry_date`;

const documentExpiries: DueKind = {
  name: "document_expiries",
  async next(db) {
    const [row] = await queryRows<{ expiry_date: string | null }>(
      db,
      sql`select min(expiry_date)::text as expiry_date from sandbox.customer_identifications
          where ${unannounced}`,
    );
    // Valid through its expiry date: it has expired once that day is over, in UTC.
    return row?.expiry_date ? new Date(Date.parse(`${row.expiry_date}T00:00:00Z`) + DAY_MS) : null;
  },
  async run(ctx) {
    const today = ctx.now.toISOString().slice(0, 10);
    // One statement marks and answers: of two runners at once, the second finds none left.
    const rows = await queryRows<{ customer_id: string }>(
      ctx.db,
      sql`update sandbox.customer_identifications set expiry_announced_for = expiry_date
          where ${unannounced} and expiry_date < ${today}::date
          returning customer_id`,
    );
    const customers = [...new Set(rows.map((row) => row.customer_id))];
    for (const customerId of customers) {
      await enqueueUserVerificationStatus(ctx, customerId, "DocumentExpired", undefined);
    }
    return customers.length;
  },
};

/** The kinds, in the order they run at one instant: a webhook a settlement made goes out after it. */
const KINDS: DueKind[] = [settlements, cardDispatches, documentExpiries];

export type DueWorkOptions = {
  db: Db;
  config: SandboxConfig;
  /** Where webhooks go: asked at each send (lib/sandbox/webhooks/dispatcher.ts). */
  webhookTarget: () => { url: string; secret: string };
  fetch?: typeof fetch;
};

/**
 * Runs everything that falls due from `from` up to `until`, on the sandbox's clock, in time
 * order: each step takes the earliest time anything falls due, and does what is due then, each
 * kind in its own transaction, dated that time (or `from`, for what fell due before it: what a
 * server missed while it was down is done now, dated now). Several servers may run it at once:
 * each item is taken under its row's lock and skipped by the others, and a step that finds only
 * items another server holds waits for it to finish them, so an advance answers only once all
 * is done. It stops after `budgetMs`, answering `complete: false`: the servers' loops finish.
 */
export async function runDueWork(
  options: DueWorkOptions,
  { from, until, budgetMs = 45_000 }: { from: Date; until: Date; budgetMs?: number },
): Promise<DueWorkDone> {
  const { db } = options;
  const settings = await getProgrammeSettings(db);
  const delays: Delays = {
    settlementDays: settings.settlementDelayBusinessDays,
    cardDispatchDays: settings.cardDispatchDelayDays,
  };
  const done: DueWorkDone = {
    settlements: 0,
    card_dispatches: 0,
    document_expiries: 0,
    webhooks: 0,
    complete: false,
  };
  const stopAt = Date.now() + budgetMs;
  let held = 0;
  for (let step = 0; step < MAX_STEPS && Date.now() < stopAt; step++) {
    const dues = await Promise.all([
      ...KINDS.map((kind) => kind.next(db, delays)),
      nextWebhookAttempt(db),
    ]);
    const due = earliest(dues);
    if (!due || due > until) {
      done.complete = true;
      break;
    }
    const at = due < from ? from : due;
    let taken = 0;
    for (const [i, kind] of KINDS.entries()) {
      if (!dues[i] || dues[i] > at) continue;
      const n = await db
        .transaction((tx) => kind.run({ db: tx, config: options.config, now: at }, delays))
        .catch((error: unknown) => {
          // Rolled back, so still due: logged, and tried again after a wait, a bounded number
          // of times.
          console.error(`[sandbox clock] ${kind.name} at ${at.toISOString()}`, error);
          return 0;
        });
      done[kind.name] += n;
      taken += n;
    }
    const webhooks = await dispatchDueWebhooks({
      db,
      target: options.webhookTarget,
      now: () => at,
      fetch: options.fetch,
      // A few at a time, and none started past the budget: a receiver that hangs costs a
      // timeout a send, and the claim's lease covers the batch's.
      batchSize: WEBHOOK_BATCH,
      deadline: stopAt,
    });
    done.webhooks += webhooks.sent + webhooks.failed;
    taken += webhooks.sent + webhooks.failed;
    if (taken > 0) {
      held = 0;
      continue;
    }
    // Due, but nothing taken: another server holds it (or it failed). Wait for it, a while.
    if (++held > HELD_TRIES) break;
    await new Promise((resolve) => setTimeout(resolve, HELD_WAIT_MS));
  }
  return done;
}

/** The earliest attempt due; one another dispatcher is sending (its lease runs) is its own. */
async function nextWebhookAttempt(db: Db): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select min(next_attempt_at) as at from sandbox.webhook_outbox
        where delivered_at is null and abandoned_at is null
          and (leased_until is null or leased_until <= ${new Date().toISOString()}::timestamptz)`,
  );
  return row?.at ? new Date(row.at) : null;
}

function earliest(dates: (Date | null)[]): Date | null {
  let first: Date | null = null;
  for (const date of dates) if (date && (!first || date < first)) first = date;
  return first;
}
