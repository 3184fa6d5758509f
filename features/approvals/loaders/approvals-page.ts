import "server-only";
import { requirePagePermission } from "@/lib/console/auth/session";
import { approvalStatuses } from "@/lib/db/schema/approval-values";
import { decisionBlock } from "../lib/decide";
import { requestTargets } from "../lib/parties";
import { listRequestsFor } from "../lib/requests";

/**
 * The approvals queue: what waits for this person's decision (never their own), then the recent
 * requests they made or may decide, with how each ended.
 */
export async function loadApprovalsPage() {
  const { db, user } = await requirePagePermission("approvals.view");
  const rows = await listRequestsFor(db, user, approvalStatuses);
  const targets = await requestTargets(db, rows);
  const forMe = (row: (typeof rows)[number]) =>
    row.status === "pending" && decisionBlock(row, user) === null;
  const summary = (row: (typeof rows)[number]) => ({
    id: row.id,
    policy: row.policy,
    status: row.status,
    makerEmail: row.makerEmail,
    mine: row.makerId === user.id,
    checkerEmail: row.checkerEmail,
    /** What it is aimed at, named ("Account DE89… · Jane Doe"); its id for the title. */
    target: row.targetType ? { label: targets.get(row.id) ?? null, id: row.targetId } : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    payload: row.payload as Record<string, unknown>,
  });
  return {
    waiting: rows.filter(forMe).map(summary),
    recent: rows.filter((row) => !forMe(row)).map(summary),
  };
}

export type ApprovalsPageView = Awaited<ReturnType<typeof loadApprovalsPage>>;
export type RequestSummary = ApprovalsPageView["waiting"][number];
