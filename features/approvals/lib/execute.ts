import "server-only";
import { eq } from "drizzle-orm";
import { checkMovement, IN_DOUBT, NOT_MADE } from "@/features/accounts/server";
import { ActionRefusal, isActionRefusal, runDefinition } from "@/lib/console/actions/define-action";
import type { ApprovableAction } from "@/lib/console/approvals/preview";
import type { ApprovalRequest } from "@/lib/console/approvals/store";
import { can } from "@/lib/console/auth/permissions";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { approvable } from "./registry";
import { beginRun, claimToRun, noteOutcome, settle } from "./requests";

export type ApprovalOutcome = { status: "executed" | "failed" | "approved"; message: string };

/** The input the request stored, opened again if its action sealed a secret in it. */
const payloadOf = (entry: ApprovableAction, request: ApprovalRequest): unknown =>
  entry.definition.fourEyes.store
    ? entry.definition.fourEyes.store.open(request.payload)
    : request.payload;

/** The maker, as the action will run for them; refused if they may no longer do it. */
export async function makerOf(db: Db, request: ApprovalRequest, entry: ApprovableAction) {
  const [maker] = await db.select().from(users).where(eq(users.id, request.makerId));
  if (!maker || maker.disabled || !can(maker.role, entry.definition.permission))
    throw new ActionRefusal(
      "MAKER_NO_LONGER_ALLOWED",
      `${request.makerEmail} may no longer do this, so it cannot run on their behalf: reject it.`,
    );
  return { id: maker.id, email: maker.email, name: maker.name, role: maker.role };
}

const failed = async (db: Db, id: string, code: string, message: string) => {
  await settle(db, id, "failed", { ok: false, code, message });
  return { status: "failed", message: `Approved, but it was refused: ${message}` } as const;
};

const inDoubt = (outcome: unknown) => (outcome as { code?: unknown } | null)?.code === IN_DOUBT;

/**
 * Whether running the action again after an interrupted run cannot do it twice: a money
 * movement is sent under the maker's key (recordMovement answers the first send's outcome), and
 * a database action is one transaction. Any other provider call sent once may have been made.
 */
const safeToRepeat = (entry: ApprovableAction, request: ApprovalRequest) =>
  request.idempotencyKey !== null || entry.definition.kind !== "provider";

/**
 * Runs one approved request this server has claimed (its lease held), and settles it: executed,
 * failed with its refusal, or, for a money movement the provider has not confirmed, kept
 * approved with that outcome until checkMovement knows. Run as the maker, with the stored input
 * and the maker's idempotency key; audited under the checker, with the request in the detail.
 */
export async function runClaimed(
  db: Db,
  request: ApprovalRequest,
  ip: string | null = null,
): Promise<ApprovalOutcome> {
  const { id } = request;
  if (inDoubt(request.outcome) && request.idempotencyKey)
    return resolveInDoubt(db, id, request.idempotencyKey);
  const entry = approvable.get(request.actionName);
  if (!entry) return failed(db, id, "NOT_RUNNABLE", "This kind of request can no longer be run.");
  if (request.runAttempts > 0 && !safeToRepeat(entry, request))
    return failed(
      db,
      id,
      "INTERRUPTED",
      "The server stopped while it ran, so whether the provider did it is not known. Check it before asking again.",
    );
  let maker: Awaited<ReturnType<typeof makerOf>>;
  try {
    maker = await makerOf(db, request, entry);
  } catch (error) {
    if (!isActionRefusal(error)) throw error;
    return failed(db, id, error.code, error.message);
  }
  await beginRun(db, id);
  const result = await runDefinition(entry.definition, payloadOf(entry, request), {
    db,
    user: maker,
    actor: { id: request.checkerId ?? maker.id, email: request.checkerEmail ?? maker.email },
    ip,
    detail: `four-eyes request ${id}, asked by ${request.makerEmail}`,
  });
  if (result.ok) {
    await settle(db, id, "executed", { ok: true, data: result.data ?? null });
    return { status: "executed", message: "Approved and done." };
  }
  if (result.code === IN_DOUBT) {
    // Money may have moved: the request stays approved, never "refused", until it is known.
    await noteOutcome(db, id, { ok: false, code: result.code, message: result.message });
    return { status: "approved", message: `Approved. ${result.message}` };
  }
  return failed(db, id, result.code, result.message);
}

/** A movement in doubt, asked about as its form asks (checkMovement), and the answer kept. */
async function resolveInDoubt(db: Db, id: string, key: string): Promise<ApprovalOutcome> {
  const check = await checkMovement(db, key);
  if (check.status === "done") {
    await settle(db, id, "executed", {
      ok: true,
      data: { transaction_id: check.transactionId },
    });
    return { status: "executed", message: "Approved and done." };
  }
  if (check.status === "refused") return failed(db, id, NOT_MADE, check.message);
  await noteOutcome(db, id, { ok: false, code: IN_DOUBT, message: check.message });
  return { status: "approved", message: `Approved. ${check.message}` };
}

/** How many approved requests one executor run takes at most. */
const BATCH = 10;

/**
 * The executor: every approved request not settled and not held by a live server is claimed
 * for `holder` and run, one after another. Run periodically on every server (startExecutor):
 * a server that died between an approval and its run is recovered here, and the lease makes N
 * servers run each request once. Answers how many it ran.
 */
export async function runDueApprovals(db: Db, holder: string): Promise<number> {
  const claimed = await claimToRun(db, holder, { limit: BATCH });
  for (const request of claimed) {
    try {
      await runClaimed(db, request);
    } catch (error) {
      // Its lease ends and the next run tries again; the others still run.
      console.warn(`[approvals] request ${request.id} could not run`, error);
    }
  }
  return claimed.length;
}
