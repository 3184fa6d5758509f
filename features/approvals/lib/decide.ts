import "server-only";
import { eq } from "drizzle-orm";
import { formatTimestamp } from "@/components/ui/format";
import { ActionRefusal, runDefinition } from "@/lib/console/actions/define-action";
import type { ActionResult } from "@/lib/console/actions/result";
import { adminOnlyApprovals } from "@/lib/console/approvals/approvers";
import type { ApprovableAction, ApprovalPreview } from "@/lib/console/approvals/preview";
import {
  type ApprovalRequest,
  decide,
  findRequest,
  mayApprove,
  noteOutcome,
  settle,
  withdraw,
} from "@/lib/console/approvals/store";
import { audit } from "@/lib/console/audit";
import { can } from "@/lib/console/auth/permissions";
import type { ConsoleUser } from "@/lib/console/auth/session";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { approvalActionLabels } from "@/lib/db/schema/approval-values";
import { approvable } from "./registry";
import { approverWords, roleLabels, sentence, statusWords, withArticle } from "./words";

type Person = Pick<ConsoleUser, "id" | "email" | "role">;

export const OWN_REQUEST =
  "You asked for this yourself: another person must approve it. That is what four eyes means.";

/** The request, or a refusal that says it does not exist. */
export async function requestOrRefuse(db: Db, id: string): Promise<ApprovalRequest> {
  const request = await findRequest(db, id);
  if (!request) throw new ActionRefusal("NOT_FOUND", "This request does not exist.");
  return request;
}

/** Why a person may not decide a request: the refusal's code and its words. */
export type DecisionBlock = { code: string; message: string };

/**
 * Why this person may not decide this request now (approve or reject); null when they may. The
 * checker releases the action, so they must be someone who could do it themselves, who is not
 * what it changes, and an admin when it changes the console's own controls.
 */
export function decisionBlock(request: ApprovalRequest, person: Person): DecisionBlock | null {
  const entry = approvable.get(request.actionName);
  const label = approvalActionLabels[request.policy];
  if (request.makerId === person.id) return { code: "OWN_REQUEST", message: OWN_REQUEST };
  if (entry?.subjects?.(request.payload as never).includes(person.id))
    return {
      code: "OWN_SUBJECT",
      message:
        "This request changes your own user: someone else must decide it, so nobody grants themselves a right.",
    };
  if (!mayApprove(person.role, request.approverRole))
    return {
      code: "NOT_APPROVER",
      message: `Only ${approverWords(request.approverRole)} may decide this request.`,
    };
  if (adminOnlyApprovals.includes(request.policy) && person.role !== "admin")
    return {
      code: "ADMIN_ONLY",
      message: `Only an admin may decide “${label}”: it changes the console's own controls.`,
    };
  if (entry && !can(person.role, entry.definition.permission))
    return {
      code: "NOT_PERMITTED",
      message: `${sentence(withArticle(roleLabels[person.role]))} may not do “${label}” themselves, so may not decide it for someone else.`,
    };
  if (request.status === "expired")
    return {
      code: "EXPIRED",
      message: `This request expired on ${formatTimestamp(request.expiresAt.toISOString())}: it can no longer be approved. The maker can ask again.`,
    };
  if (request.status !== "pending")
    return {
      code: "ALREADY_DECIDED",
      message: `This request was already decided: it is ${statusWords[request.status].toLowerCase()}.`,
    };
  return null;
}

/** The request's decision blocked for this person: refused, in words. */
function refuseUnlessDecider(request: ApprovalRequest, person: Person) {
  const block = decisionBlock(request, person);
  if (block) throw new ActionRefusal(block.code, block.message);
}

function entryOf(request: ApprovalRequest): ApprovableAction {
  const entry = approvable.get(request.actionName);
  if (!entry)
    throw new ActionRefusal(
      "NOT_RUNNABLE",
      "This kind of request can no longer be run: reject it.",
    );
  return entry;
}

/** The input the request stored, opened again if its action sealed a secret in it. */
const payloadOf = (entry: ApprovableAction, request: ApprovalRequest): unknown =>
  entry.definition.fourEyes.store
    ? entry.definition.fourEyes.store.open(request.payload)
    : request.payload;

/** The request's effect read now: what the checker sees, and what an approval checks again. */
export async function previewRequest(db: Db, request: ApprovalRequest): Promise<ApprovalPreview> {
  const entry = approvable.get(request.actionName);
  if (!entry)
    return {
      facts: [],
      effects: [],
      links: [],
      problem: "This kind of request can no longer be run.",
    };
  return entry.preview(request.payload as never, { db });
}

/** The maker, as the action will run for them; refused if they may no longer do it. */
async function makerOf(db: Db, request: ApprovalRequest, entry: ApprovableAction) {
  const [maker] = await db.select().from(users).where(eq(users.id, request.makerId));
  if (!maker || maker.disabled || !can(maker.role, entry.definition.permission))
    throw new ActionRefusal(
      "MAKER_NO_LONGER_ALLOWED",
      `${request.makerEmail} may no longer do this, so it cannot run on their behalf: reject it.`,
    );
  return { id: maker.id, email: maker.email, name: maker.name, role: maker.role };
}

export type ApprovalOutcome = { status: "executed" | "failed" | "approved"; message: string };

/** A money movement the provider has not confirmed yet (money-movements.ts): not a failure. */
const IN_DOUBT = "MOVEMENT_IN_DOUBT";

/**
 * The approval: checked (not the maker's own, the approver's role, still pending, the preview
 * the checker saw is still true), decided once by a conditional update, then the action's run
 * with the stored input and the maker's idempotency key, its outcome kept on the request. The
 * loser of two approvals at once hears "already decided"; the action runs once.
 */
export async function approveRequest(
  db: Db,
  id: string,
  checker: Person,
  ip: string | null,
  seenProblem: string | null,
): Promise<ApprovalOutcome> {
  const request = await requestOrRefuse(db, id);
  refuseUnlessDecider(request, checker);
  const entry = entryOf(request);
  const maker = await makerOf(db, request, entry);
  const { problem } = await entry.preview(request.payload as never, { db });
  if (problem && problem !== seenProblem)
    throw new ActionRefusal(
      "PREVIEW_CHANGED",
      `Something changed since you opened this request: ${problem} Read it again before deciding.`,
    );
  const claimed = await decide(db, id, checker, { status: "approved" });
  if (!claimed)
    throw new ActionRefusal(
      "ALREADY_DECIDED",
      "This request was already decided, by someone else just now. Reload to see its outcome.",
    );
  const target = request.targetType
    ? { type: request.targetType, id: request.targetId }
    : undefined;
  await audit(db, {
    actor: checker,
    action: "approval.approve",
    target,
    after: {
      request_id: id,
      action: request.actionName,
      policy: request.policy,
      maker: request.makerEmail,
    },
    outcome: "success",
    ip,
  });
  const result: ActionResult<unknown> = await runDefinition(
    entry.definition,
    payloadOf(entry, request),
    {
      db,
      user: maker,
      actor: checker,
      ip,
      detail: `four-eyes request ${id}, asked by ${request.makerEmail}`,
    },
  );
  if (result.ok) {
    await settle(db, id, "executed", { ok: true, data: result.data ?? null });
    return { status: "executed", message: "Approved and done." };
  }
  const refusal = { ok: false, code: result.code, message: result.message };
  if (result.code === IN_DOUBT) {
    // Money may have moved: the request stays approved, never "refused", until it is known.
    await noteOutcome(db, id, refusal);
    return { status: "approved", message: `Approved. ${result.message}` };
  }
  await settle(db, id, "failed", refusal);
  return { status: "failed", message: `Approved, but it was refused: ${result.message}` };
}

/** A rejection, with its reason; the same checks as an approval but the preview's. */
export async function rejectRequest(db: Db, id: string, checker: Person, reason: string) {
  const request = await requestOrRefuse(db, id);
  if (request.makerId === checker.id)
    throw new ActionRefusal(
      "OWN_REQUEST",
      "You asked for this yourself: withdraw it instead of rejecting it.",
    );
  refuseUnlessDecider(request, checker);
  const decided = await decide(db, id, checker, { status: "rejected", reason });
  if (!decided)
    throw new ActionRefusal("ALREADY_DECIDED", "This request was already decided, just now.");
  return decided;
}

/** The maker takes their request back, while nobody has decided it. */
export async function withdrawRequest(db: Db, id: string, maker: Person) {
  const request = await requestOrRefuse(db, id);
  if (request.makerId !== maker.id)
    throw new ActionRefusal("NOT_MAKER", "Only the person who asked may withdraw this request.");
  const withdrawn = await withdraw(db, id, maker);
  if (!withdrawn)
    throw new ActionRefusal(
      "ALREADY_DECIDED",
      "This request was already decided: reload to see how.",
    );
  return withdrawn;
}
