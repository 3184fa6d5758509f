import "server-only";
import { formatTimestamp } from "@/components/ui/format";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { adminOnlyApprovals } from "@/lib/console/approvals/approvers";
import type { ApprovableAction, ApprovalPreview } from "@/lib/console/approvals/preview";
import type { ApprovalRequest } from "@/lib/console/approvals/store";
import { audit } from "@/lib/console/audit";
import { can } from "@/lib/console/auth/permissions";
import type { ConsoleUser } from "@/lib/console/auth/session";
import { executorHolder } from "@/lib/console/background";
import type { Db } from "@/lib/db";
import { approvalActionLabels } from "@/lib/db/schema/approval-values";
import { type ApprovalOutcome, makerOf, runClaimed } from "./execute";
import { approvable } from "./registry";
import { decide, findRequest, mayApprove, withdraw } from "./requests";
import { approverWords, roleLabels, sentence, statusWords, withArticle } from "./words";

type Person = Pick<ConsoleUser, "id" | "email" | "role">;

export const OWN_REQUEST =
  "You asked for this yourself: another person must approve it. That is what four eyes means.";

/** The request, or a refusal that says it does not exist. */
async function requestOrRefuse(db: Db, id: string): Promise<ApprovalRequest> {
  const request = await findRequest(db, id);
  if (!request) throw new ActionRefusal("NOT_FOUND", "This request does not exist.");
  return request;
}

/** Why a person may not decide a request: the refusal's code and its words. */
type DecisionBlock = { code: string; message: string };

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

/**
 * The approval: checked (not the maker's own, the approver's role, still pending, the preview
 * the checker saw is still true), decided once by a conditional update that also claims its
 * run, then run by runClaimed with the stored input and the maker's idempotency key, its
 * outcome kept on the request. The loser of two approvals at once hears "already decided"; the
 * action runs once.
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
  await makerOf(db, request, entry);
  const { problem } = await entry.preview(request.payload as never, { db });
  if (problem && problem !== seenProblem)
    throw new ActionRefusal(
      "PREVIEW_CHANGED",
      `Something changed since you opened this request: ${problem} Read it again before deciding.`,
    );
  const claimed = await decide(db, id, checker, { status: "approved", holder: executorHolder() });
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
  // The decision claimed the run for this server: the checker sees its outcome at once. Should
  // this process die before it settles, the lease ends and an executor runs it (execute.ts).
  return runClaimed(db, claimed, ip);
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
