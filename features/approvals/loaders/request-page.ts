import "server-only";
import { notFound } from "next/navigation";
import { requirePagePermission } from "@/lib/console/auth/session";
import { decisionBlock, previewRequest } from "../lib/decide";
import { namedLinks } from "../lib/parties";
import { findRequest, mayApprove } from "../lib/requests";
import { requestTitle } from "../lib/summary";

/**
 * One request, for its maker and those who may decide it (anyone else gets a 404): the fields
 * that will be sent and their effect read now, while it is pending; its outcome once decided.
 */
export async function loadRequestPage(requestId: string) {
  const { db, user } = await requirePagePermission("approvals.view");
  // Only a UUID reaches the uuid column: anything else would fail there as a 500.
  if (!/^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(requestId)) notFound();
  const request = await findRequest(db, requestId);
  if (!request) notFound();
  const isMaker = request.makerId === user.id;
  if (!isMaker && !mayApprove(user.role, request.approverRole)) notFound();
  const pending = request.status === "pending";
  const block = pending ? decisionBlock(request, user) : null;
  const preview = await previewRequest(db, request);
  const links = await namedLinks(db, preview.links);
  const outcome = request.outcome as
    | { ok: true; data: unknown }
    | { ok: false; code: string; message: string }
    | null;
  return {
    id: request.id,
    title: requestTitle(request.policy, request.payload),
    status: request.status,
    makerEmail: request.makerEmail,
    checkerEmail: request.checkerEmail,
    approverRole: request.approverRole,
    reason: request.reason,
    createdAt: request.createdAt.toISOString(),
    expiresAt: request.expiresAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    executedAt: request.executedAt?.toISOString() ?? null,
    outcome,
    preview: { ...preview, links },
    isMaker,
    /** Why this person cannot decide it; null when they can. */
    cannotDecide: block?.message ?? null,
    canDecide: pending && block === null,
    canWithdraw: pending && isMaker,
  };
}

export type RequestPageView = Awaited<ReturnType<typeof loadRequestPage>>;
