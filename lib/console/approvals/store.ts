import "server-only";
// Four-eyes as defineAction and the forms meet it: the policies in force, a request stored when
// one holds an action back, and what a page hands its forms so a confirmation says the action
// will wait. Deciding, running and listing requests is features/approvals' (lib/requests.ts).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { approvalPolicies, approvalRequests } from "@/lib/db/schema";
import {
  type ApprovalAction,
  DEFAULT_APPROVAL_EXPIRY_HOURS,
} from "@/lib/db/schema/approval-values";
import { audit } from "../audit";
import { approverRoles } from "./approvers";
import type { PoliciesInForce } from "./hold-notice";

type ApprovalPolicy = typeof approvalPolicies.$inferSelect;
export type ApprovalRequest = typeof approvalRequests.$inferSelect;

/** Whether a policy holds its action back at all. */
export const isOn = (policy: Pick<ApprovalPolicy, "mode">) => policy.mode !== "off";

/**
 * The policies as they hold, not merely as stored. Four-eyes must not be switched off by one
 * person: while any other policy is on, a policy change always waits for another admin's approval,
 * even stored off or never set (one admin could otherwise turn the debit policy off, then debit
 * alone). An approver role that may not do the action itself (a row older than that rule) reads
 * as admin, so no request ever waits for a role that could not approve it.
 */
function policiesInForce(stored: readonly ApprovalPolicy[]): ApprovalPolicy[] {
  const rows = stored.map(
    (row): ApprovalPolicy =>
      approverRoles(row.action).includes(row.approverRole)
        ? row
        : { ...row, approverRole: "admin" },
  );
  const own = rows.find((row) => row.action === "policy_change");
  const others = rows.filter((row) => row.action !== "policy_change");
  if (!others.some(isOn)) return rows;
  const guard: ApprovalPolicy = {
    action: "policy_change",
    mode: "always",
    thresholds: {},
    maxRows: null,
    approverRole: "admin",
    expiryHours: own?.expiryHours ?? DEFAULT_APPROVAL_EXPIRY_HOURS,
    updatedBy: own?.updatedBy ?? null,
    updatedAt: own?.updatedAt ?? new Date(0),
  };
  return [...others, guard];
}

/** Every policy in force (policiesInForce); an action without one never waits for approval. */
export const listPolicies = async (db: Db) =>
  policiesInForce(await db.select().from(approvalPolicies));

/** One action's policy in force, read with the others, since they decide the policy change's. */
export async function policyFor(db: Db, action: ApprovalAction): Promise<ApprovalPolicy | null> {
  return (await listPolicies(db)).find((row) => row.action === action) ?? null;
}

type NewRequest = {
  actionName: string;
  policy: ApprovalPolicy;
  payload: unknown;
  idempotencyKey: string | null;
  maker: { id: string; email: string };
  target: { type: string; id: string | null } | undefined;
  ip: string | null;
};

/**
 * Stores an action waiting for approval, with its audit entry, in one transaction. The same intent sent
 * again (the same action and idempotency key) answers the request it already made.
 */
export async function createRequest(db: Db, request: NewRequest): Promise<ApprovalRequest> {
  const { policy, maker, target } = request;
  const hours = policy.expiryHours || DEFAULT_APPROVAL_EXPIRY_HOURS;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(approvalRequests)
      .values({
        actionName: request.actionName,
        policy: policy.action,
        payload: request.payload,
        idempotencyKey: request.idempotencyKey,
        makerId: maker.id,
        makerEmail: maker.email,
        approverRole: policy.approverRole,
        targetType: target?.type ?? null,
        targetId: target?.id ?? null,
        expiresAt: sql`now() + make_interval(hours => ${hours})`,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [first] = await tx
        .select()
        .from(approvalRequests)
        .where(
          and(
            eq(approvalRequests.actionName, request.actionName),
            eq(approvalRequests.idempotencyKey, request.idempotencyKey ?? ""),
          ),
        );
      if (!first) throw new Error("approval request vanished");
      return first;
    }
    await audit(tx, {
      actor: maker,
      action: "approval.request",
      target,
      after: {
        request_id: row.id,
        action: request.actionName,
        policy: row.policy,
        approver_role: row.approverRole,
      },
      outcome: "success",
      ip: request.ip,
    });
    return row;
  });
}

/** The pending request of this action on this target, if one waits: a form says so, not asks again. */
export async function pendingRequestOn(
  db: Db,
  actionName: string,
  target: { type: string; id: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.actionName, actionName),
        eq(approvalRequests.targetType, target.type),
        eq(approvalRequests.targetId, target.id),
        eq(approvalRequests.status, "pending"),
        sql`${approvalRequests.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The policies in force for these actions, as a page hands them to its forms so a confirmation
 * can say the action will wait (holdNotice). A policy holds no secret: its mode, thresholds and
 * approver role only.
 */
export async function policiesForForms(
  db: Db,
  actions: readonly ApprovalAction[],
): Promise<PoliciesInForce> {
  const rows = (await listPolicies(db)).filter((row) => actions.includes(row.action));
  return Object.fromEntries(
    rows.map((row) => [
      row.action,
      { mode: row.mode, thresholds: row.thresholds, approverRole: row.approverRole },
    ]),
  );
}
