import "server-only";
import { and, desc, eq, inArray, lte, ne, or, sql } from "drizzle-orm";
import type { ApprovalRequest } from "@/lib/console/approvals/store";
import type { Db } from "@/lib/db";
import { approvalRequests, type Role } from "@/lib/db/schema";
import type { ApprovalStatus } from "@/lib/db/schema/approval-values";
import { roles } from "@/lib/db/schema/roles";

// The requests once stored (lib/console/approvals/store.ts): the pages' reads, the decision,
// the runs an executor claims, and the maker's notices.

type Person = { id: string; email: string };

/** Whether a role may decide a request waiting for `approverRole`: that role, or an admin. */
export const mayApprove = (role: Role, approverRole: Role) =>
  role === approverRole || role === "admin";

/** The approver roles whose requests a person may decide (mayApprove): an admin decides any. */
const decidedBy = (role: Role): readonly Role[] => (role === "admin" ? roles : [role]);

export async function findRequest(db: Db, id: string): Promise<ApprovalRequest | null> {
  await expireDue(db);
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  return row ?? null;
}

/** Pending requests past their time become expired: no approval can run them any more. */
async function expireDue(db: Db, now = new Date()) {
  await db
    .update(approvalRequests)
    .set({ status: "expired", decidedAt: now })
    .where(and(eq(approvalRequests.status, "pending"), lte(approvalRequests.expiresAt, now)));
}

/** The requests a person sees: those they may decide, and their own; newest first. */
export async function listRequestsFor(
  db: Db,
  person: { id: string; role: Role },
  statuses: readonly ApprovalStatus[],
) {
  await expireDue(db);
  return db
    .select()
    .from(approvalRequests)
    .where(
      and(
        inArray(approvalRequests.status, [...statuses]),
        or(
          eq(approvalRequests.makerId, person.id),
          inArray(approvalRequests.approverRole, [...decidedBy(person.role)]),
        ),
      ),
    )
    .orderBy(desc(approvalRequests.createdAt))
    .limit(200);
}

/** How many pending requests wait for this person (not their own): the sidebar's badge. */
export async function countAwaiting(db: Db, person: { id: string; role: Role }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.status, "pending"),
        sql`${approvalRequests.expiresAt} > now()`,
        ne(approvalRequests.makerId, person.id),
        inArray(approvalRequests.approverRole, [...decidedBy(person.role)]),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The decision, made once: one conditional UPDATE that only a pending, unexpired request made
 * by someone else passes. Two checkers at the same moment: one row comes back to one of them;
 * the other gets none and hears "already decided". An approval names the server that will run
 * it (`holder`): the same statement claims its run (claimToRun's lease), so the checker's own
 * request runs it at once and no executor takes it meanwhile.
 */
export async function decide(
  db: Db,
  id: string,
  checker: Person,
  decision: { status: "approved"; holder: string } | { status: "rejected"; reason: string },
): Promise<ApprovalRequest | null> {
  const [row] = await db
    .update(approvalRequests)
    .set({
      status: decision.status,
      checkerId: checker.id,
      checkerEmail: checker.email,
      reason: decision.status === "rejected" ? decision.reason : null,
      decidedAt: sql`now()`,
      ...(decision.status === "approved" ? leaseFor(decision.holder) : {}),
    })
    .where(
      and(
        eq(approvalRequests.id, id),
        eq(approvalRequests.status, "pending"),
        ne(approvalRequests.makerId, checker.id),
        sql`${approvalRequests.expiresAt} > now()`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * How long a server holds an approved request while it runs it. A run takes a few provider
 * calls (seconds); a server that dies mid-run lets the request go when its lease ends, and the
 * next executor takes it up.
 */
const RUN_LEASE_SECONDS = 120;
/** How soon a movement still in doubt is checked again. */
const RECHECK_SECONDS = 20;

const leaseFor = (holder: string) => ({
  runHolder: holder,
  runLeaseUntil: sql`now() + make_interval(secs => ${RUN_LEASE_SECONDS})`,
});

const runnable = and(
  eq(approvalRequests.status, "approved"),
  or(
    sql`${approvalRequests.runLeaseUntil} is null`,
    lte(approvalRequests.runLeaseUntil, sql`now()`),
  ),
);

/**
 * Approved requests not settled and not being run by a live server, claimed for `holder` with
 * a lease: one conditional UPDATE … RETURNING, so of N servers asking at once each request goes
 * to one (PostgreSQL re-checks the WHERE on a row another statement just changed). `id` claims
 * that request only; otherwise the oldest decided, `limit` at a time.
 */
export async function claimToRun(
  db: Db,
  holder: string,
  which: { id: string } | { limit: number },
): Promise<ApprovalRequest[]> {
  const chosen =
    "id" in which
      ? eq(approvalRequests.id, which.id)
      : inArray(
          approvalRequests.id,
          db
            .select({ id: approvalRequests.id })
            .from(approvalRequests)
            .where(runnable)
            .orderBy(approvalRequests.decidedAt)
            .limit(which.limit),
        );
  return db.update(approvalRequests).set(leaseFor(holder)).where(and(chosen, runnable)).returning();
}

/** The maker takes back a request nobody has decided yet. */
export async function withdraw(db: Db, id: string, maker: Person): Promise<ApprovalRequest | null> {
  const [row] = await db
    .update(approvalRequests)
    .set({ status: "withdrawn", decidedAt: sql`now()` })
    .where(
      and(
        eq(approvalRequests.id, id),
        eq(approvalRequests.status, "pending"),
        eq(approvalRequests.makerId, maker.id),
      ),
    )
    .returning();
  return row ?? null;
}

/** A run begins: counted, so a run after it knows this one may have done part of its work. */
export async function beginRun(db: Db, id: string): Promise<void> {
  await db
    .update(approvalRequests)
    .set({ runAttempts: sql`${approvalRequests.runAttempts} + 1` })
    .where(eq(approvalRequests.id, id));
}

/**
 * What the approved action's run did: executed, or failed with its refusal. The lease ends, and
 * the maker is told (again, if an earlier outcome was already announced).
 */
export async function settle(
  db: Db,
  id: string,
  status: "executed" | "failed",
  outcome: unknown,
): Promise<void> {
  await db
    .update(approvalRequests)
    .set({
      status,
      outcome,
      executedAt: sql`now()`,
      makerNotifiedAt: null,
      runHolder: null,
      runLeaseUntil: null,
    })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, "approved")));
}

/**
 * The maker's requests decided in the last day that they were not yet told of, marked told in
 * the same statement: each outcome is announced once, on whichever server renders their next page.
 */
export function takeMakerNotices(db: Db, makerId: string) {
  return db
    .update(approvalRequests)
    .set({ makerNotifiedAt: sql`now()` })
    .where(
      and(
        eq(approvalRequests.makerId, makerId),
        sql`${approvalRequests.makerNotifiedAt} is null`,
        inArray(approvalRequests.status, ["rejected", "executed", "failed", "expired"]),
        sql`coalesce(${approvalRequests.executedAt}, ${approvalRequests.decidedAt}) > now() - interval '1 day'`,
      ),
    )
    .returning();
}

/**
 * An outcome not known yet (the provider has not confirmed a movement): kept, still approved,
 * and the lease shortened so an executor checks it again soon (checkMovement).
 */
export async function noteOutcome(db: Db, id: string, outcome: unknown): Promise<void> {
  await db
    .update(approvalRequests)
    .set({ outcome, runLeaseUntil: sql`now() + make_interval(secs => ${RECHECK_SECONDS})` })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, "approved")));
}
