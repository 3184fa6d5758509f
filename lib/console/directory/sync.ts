import { and, count, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { findErrorCode } from "@/lib/cams";
import { type CamsClient, isCamsError } from "@/lib/cams/client";
import type { Db } from "@/lib/db";
import {
  type DirectoryKind,
  type DirectorySyncState,
  directoryEntries,
  directorySync,
} from "@/lib/db/schema";
import { recordSeen, seenCustomer } from "./record";

// The directory's filling from the provider, beyond what answers and webhooks bring.
//
// The provider lists only customers (GET /customers, operation searchCustomers, newest first),
// each with its accounts and cards. It has no list of corporates: a corporate enters the
// directory only from an answer the console receives (creation, read) or a webhook, and a
// rebuild keeps the corporates already known (see emptyForRebuild).
//
// Every console process on one database shares one row of console.directory_sync. A run takes
// its lease first (UPDATE … WHERE the lease has expired … RETURNING): N stateless servers behave
// as one, and a runner that dies leaves a lease that simply expires.

/** The provider's largest page: the fewest calls for a walk. */
export const SYNC_PAGE_SIZE = 50;
/** The incremental sync's bound per run: new customers beyond it wait for the next period. */
export const INCREMENTAL_MAX_PAGES = 20;
/** How often each server asks whether the periodic sync is due; one of them runs it. */
export const SYNC_PERIOD_MS = 30_000;
/** How long a runner may go without renewing its lease (it renews after each page). */
const LEASE_MS = 120_000;

const ROW = "directory";
/** One of the constants above as an SQL interval (a number of ours, never input). */
const seconds = (ms: number) => sql.raw(`interval '${Math.round(ms / 1000)} seconds'`);

type Client = Pick<CamsClient, "call">;
export type SyncDeps = {
  db: Db;
  client: Client;
  /** Who runs: this process, told apart from the others on the database. */
  holder: string;
  /** Told after each backfill page (the script prints it). */
  onProgress?: (progress: {
    pagesDone: number;
    rowsDone: number;
    totalCount: number | null;
  }) => void;
};

export type SyncTrigger =
  /** The periodic run: only when no other process ran one within the period. */
  | "period"
  /** An admin's "Sync now", a rebuild, the start-up backfill or the script: at once. */
  | "now";

export type SyncReport =
  | { ran: false; reason: "busy" | "not-due" }
  | { ran: true; run: "backfill" | "incremental"; ok: boolean; message: string };

/** The shared row, created if a database migrated before it somehow lacks it. */
export async function readSyncState(db: Db): Promise<DirectorySyncState> {
  await db.insert(directorySync).values({ id: ROW }).onConflictDoNothing();
  const [row] = await db.select().from(directorySync).where(eq(directorySync.id, ROW));
  return row as DirectorySyncState;
}

/**
 * Takes the lease if nobody holds it (or it has expired); a periodic run also only when the
 * last run ended half a period ago or more, so N servers, each ticking once a period, make
 * one or two runs a period between them, not N.
 */
export async function claimLease(db: Db, holder: string, trigger: SyncTrigger): Promise<boolean> {
  await readSyncState(db);
  const free = or(isNull(directorySync.leaseUntil), lt(directorySync.leaseUntil, sql`now()`));
  const due =
    trigger === "period"
      ? or(
          isNull(directorySync.lastRunAt),
          sql`${directorySync.lastRunAt} <= now() - ${seconds(SYNC_PERIOD_MS / 2)}`,
        )
      : undefined;
  const claimed = await db
    .update(directorySync)
    .set({ leaseHolder: holder, leaseUntil: sql`now() + ${seconds(LEASE_MS)}` })
    .where(and(eq(directorySync.id, ROW), free, due))
    .returning({ id: directorySync.id });
  return claimed.length === 1;
}

/** Extends the lease after a page; false when another runner has taken it (this one stops). */
async function renewLease(db: Db, holder: string): Promise<boolean> {
  const renewed = await db
    .update(directorySync)
    .set({ leaseUntil: sql`now() + ${seconds(LEASE_MS)}` })
    .where(and(eq(directorySync.id, ROW), eq(directorySync.leaseHolder, holder)))
    .returning({ id: directorySync.id });
  return renewed.length === 1;
}

export async function releaseLease(db: Db, holder: string): Promise<void> {
  await db
    .update(directorySync)
    .set({ leaseHolder: null, leaseUntil: null })
    .where(and(eq(directorySync.id, ROW), eq(directorySync.leaseHolder, holder)));
}

/** The provider's failure as the settings page says it: plain words, no address or stack. */
function syncFailureWords(error: unknown): string {
  if (isCamsError(error) && error.httpStatus < 500) {
    const detail = findErrorCode(error.code)?.detail ?? "a reason its catalog does not describe";
    return `The provider refused to list its customers: ${detail.replace(/\.$/, "")}. The directory keeps what it has; the next sync tries again.`;
  }
  if (isCamsError(error)) {
    return "The provider could not be reached or did not answer. The directory keeps what it has; the next sync tries again.";
  }
  return "The sync stopped on an internal error. The directory keeps what it has; the next sync tries again.";
}

async function finish(
  db: Db,
  run: "backfill" | "incremental",
  outcome: { ok: boolean; message: string },
) {
  await db
    .update(directorySync)
    .set({
      lastRun: run,
      lastRunAt: sql`now()`,
      lastOutcome: outcome.ok ? "succeeded" : "failed",
      lastMessage: outcome.message,
      ...(outcome.ok ? { lastSucceededAt: sql`now()` } : {}),
    })
    .where(eq(directorySync.id, ROW));
}

const page = (client: Client, pageNumber: number) =>
  client.call("searchCustomers", {
    query: { page_number: pageNumber, page_size: SYNC_PAGE_SIZE },
  });

type Page = Awaited<ReturnType<typeof page>>;
/** The last page: shorter than asked, or reaching the provider's total. */
const isLast = (answer: Page, pageNumber: number) =>
  answer.customers.length < SYNC_PAGE_SIZE ||
  (answer.total_count !== undefined && pageNumber * SYNC_PAGE_SIZE >= answer.total_count);

const RESTARTED =
  "The backfill was restarted or taken over by another server; the next run continues it.";

const recordPage = (db: Db, answer: Page) => recordSeen(db, answer.customers.flatMap(seenCustomer));

/**
 * The backfill, from the page its progress names: each page is recorded, then the progress
 * moves past it, so a run killed half-way resumes at the first page it had not finished.
 *
 * Offset paging newest first while customers are being created can only repeat rows, never
 * skip them: a customer created meanwhile goes to the top, pushing the rest one place down, so
 * the next page starts with a row already read. The provider deletes no customer, the only
 * change that would shift rows up. A repeated row is recorded twice, which is harmless.
 */
async function backfill(
  deps: SyncDeps,
  from: number,
  maxPages: number,
): Promise<{ ok: boolean; message: string }> {
  const { db, client, holder } = deps;
  let pageNumber = from;
  for (let read = 0; read < maxPages; read++) {
    const answer = await page(client, pageNumber);
    await recordPage(db, answer);
    const last = isLast(answer, pageNumber);
    const [progress] = await db
      .update(directorySync)
      .set({
        backfillNextPage: last ? null : pageNumber + 1,
        backfillPagesDone: sql`${directorySync.backfillPagesDone} + 1`,
        backfillRowsDone: sql`${directorySync.backfillRowsDone} + ${answer.customers.length}`,
        backfillTotalCount: answer.total_count ?? null,
        ...(last ? { backfillFinishedAt: sql`now()` } : {}),
      })
      .where(
        and(
          eq(directorySync.id, ROW),
          eq(directorySync.leaseHolder, holder),
          // A backfill restarted meanwhile (a sandbox reset schedules one) is not overwritten.
          eq(directorySync.backfillNextPage, pageNumber),
        ),
      )
      .returning({
        rows: directorySync.backfillRowsDone,
        pagesDone: directorySync.backfillPagesDone,
        totalCount: directorySync.backfillTotalCount,
      });
    if (!progress) return { ok: true, message: RESTARTED };
    deps.onProgress?.({ ...progress, rowsDone: progress.rows });
    if (last) {
      return { ok: true, message: `Backfill finished: ${customersWords(progress.rows)} read.` };
    }
    pageNumber += 1;
    if (!(await renewLease(db, holder))) return { ok: true, message: RESTARTED };
  }
  return { ok: true, message: `Backfill paused before page ${pageNumber}; it resumes next run.` };
}

/**
 * The incremental sync: the newest customers, page after page, until a page whose customers
 * were all known before this run (nothing older can be new), the last page, or the bound. When
 * nothing changed that is one call. It finds customers created elsewhere; changes to known ones
 * arrive by webhook and by every answer the console receives.
 */
async function incremental(deps: SyncDeps, maxPages: number) {
  const { db, client, holder } = deps;
  let added = 0;
  for (let pageNumber = 1; pageNumber <= maxPages; pageNumber++) {
    const answer = await page(client, pageNumber);
    const ids = answer.customers.map((customer) => customer.customer_id);
    const known = ids.length
      ? await db
          .select({ id: directoryEntries.id })
          .from(directoryEntries)
          .where(
            and(
              eq(directoryEntries.kind, "customer"),
              inArray(directoryEntries.id, ids),
              // Known from a customer answer: a webhook's placeholder ("Customer …123456") is
              // not, so the walk goes on and gives it its name.
              isNotNull(directoryEntries.createdDate),
            ),
          )
      : [];
    added += ids.length - known.length;
    await recordPage(db, answer);
    if (known.length === ids.length || isLast(answer, pageNumber)) {
      return { ok: true, message: newCustomersWords(added) };
    }
    if (!(await renewLease(db, holder))) break;
  }
  return { ok: true, message: `${newCustomersWords(added)} More wait for the next sync.` };
}

/** "1 customer", "3 customers". */
const customersWords = (n: number) => `${n} customer${n === 1 ? "" : "s"}`;

const newCustomersWords = (n: number) =>
  n === 0 ? "Up to date: no new customers." : `${customersWords(n).replace(" ", " new ")} found.`;

/**
 * One run, if the lease is had: a backfill under way continues (up to maxPages), otherwise the
 * incremental sync. A provider failure is recorded in words and the run ends; the next period
 * tries again. It never throws for the provider's sake.
 */
export async function runDirectorySync(
  deps: SyncDeps,
  { trigger, maxPages }: { trigger: SyncTrigger; maxPages?: number },
): Promise<SyncReport> {
  const { db, holder } = deps;
  if (!(await claimLease(db, holder, trigger))) {
    const state = await readSyncState(db);
    const busy = state.leaseUntil !== null && state.leaseUntil > new Date();
    return { ran: false, reason: busy ? "busy" : "not-due" };
  }
  const state = await readSyncState(db);
  const run = state.backfillNextPage !== null ? "backfill" : "incremental";
  try {
    const outcome =
      run === "backfill"
        ? await backfill(deps, state.backfillNextPage ?? 1, maxPages ?? Number.POSITIVE_INFINITY)
        : await incremental(deps, maxPages ?? INCREMENTAL_MAX_PAGES);
    await finish(db, run, outcome);
    return { ran: true, run, ...outcome };
  } catch (error) {
    if (!isCamsError(error)) console.error("[directory] sync failed", error);
    const outcome = { ok: false, message: syncFailureWords(error) };
    await finish(db, run, outcome).catch(() => undefined);
    return { ran: true, run, ...outcome };
  } finally {
    await releaseLease(db, holder).catch(() => undefined);
  }
}

/** Marks a backfill from page 1 as under way: the next run (any server's) walks it. */
export async function scheduleBackfill(db: Db): Promise<void> {
  await readSyncState(db);
  await db
    .update(directorySync)
    .set({
      backfillNextPage: 1,
      backfillPagesDone: 0,
      backfillRowsDone: 0,
      backfillTotalCount: null,
      backfillStartedAt: sql`now()`,
      backfillFinishedAt: null,
    })
    .where(eq(directorySync.id, ROW));
}

/**
 * At start: a directory with no customer read from an answer gets a backfill.
 * A backfill interrupted by a stop is still marked under way, and resumes on its own.
 */
export async function scheduleBackfillIfEmpty(db: Db): Promise<boolean> {
  const state = await readSyncState(db);
  if (state.backfillNextPage !== null) return true;
  // Customers read from an answer; a webhook's placeholders alone leave it "empty".
  const [row] = await db
    .select({ n: count() })
    .from(directoryEntries)
    .where(and(eq(directoryEntries.kind, "customer"), isNotNull(directoryEntries.createdDate)));
  if ((row?.n ?? 0) > 0) return false;
  await scheduleBackfill(db);
  return true;
}

/**
 * The rebuild: under the lease, the directory's customers, their accounts and cards are emptied
 * and a backfill from page 1 is scheduled (the caller starts it). Corporates and their accounts
 * stay: the provider cannot list them, so emptying them would lose them until each is seen again.
 */
export async function emptyForRebuild(
  db: Db,
  holder: string,
): Promise<{ ok: true } | { ok: false; reason: "busy" }> {
  if (!(await claimLease(db, holder, "now"))) return { ok: false, reason: "busy" };
  try {
    const customerSide: DirectoryKind[] = ["customer"];
    await db.transaction(async (tx) => {
      await tx
        .delete(directoryEntries)
        .where(
          or(
            inArray(directoryEntries.kind, customerSide),
            and(
              inArray(directoryEntries.kind, ["account", "card"]),
              or(isNull(directoryEntries.ownerKind), eq(directoryEntries.ownerKind, "customer")),
            ),
          ),
        );
      await scheduleBackfill(tx as unknown as Db);
    });
    return { ok: true };
  } finally {
    await releaseLease(db, holder);
  }
}

/** Rows of the directory per kind, for the settings page. */
export async function directoryCounts(db: Db): Promise<Record<DirectoryKind, number>> {
  const rows = await db
    .select({ kind: directoryEntries.kind, n: count() })
    .from(directoryEntries)
    .groupBy(directoryEntries.kind);
  const counts = { customer: 0, corporate: 0, account: 0, card: 0 };
  for (const row of rows) counts[row.kind] = row.n;
  return counts;
}
