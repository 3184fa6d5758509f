import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  type ApprovalAction,
  type ApprovalMode,
  type ApprovalStatus,
  DEFAULT_APPROVAL_EXPIRY_HOURS,
} from "./approval-values";
import { consoleSchema, roleEnum } from "./console";

/**
 * One row per action a policy holds back; an action without a row never waits for approval. The
 * thresholds are integer minor units per currency (`{ "EUR": 100000 }` is 1,000.00 EUR).
 */
export const approvalPolicies = consoleSchema.table(
  "approval_policies",
  {
    action: text("action").$type<ApprovalAction>().primaryKey(),
    mode: text("mode").$type<ApprovalMode>().notNull().default("off"),
    thresholds: jsonb("thresholds").$type<Record<string, number>>().notNull().default({}),
    /** A bulk batch's policy, "above": a batch of more rows than this waits (drizzle/0056). */
    maxRows: integer("max_rows"),
    approverRole: roleEnum("approver_role").notNull(),
    expiryHours: integer("expiry_hours").notNull().default(DEFAULT_APPROVAL_EXPIRY_HOURS),
    updatedBy: uuid("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("approval_policies_mode", sql`${t.mode} in ('off', 'always', 'above')`),
    check("approval_policies_expiry", sql`${t.expiryHours} between 1 and 720`),
    check("approval_policies_max_rows", sql`${t.maxRows} is null or ${t.maxRows} >= 1`),
  ],
);

/**
 * An action waiting for a second person's approval: the exact parsed payload the maker's action would
 * have run with, and its idempotency key, so the approval runs it once, as it was asked.
 */
export const approvalRequests = consoleSchema.table(
  "approval_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The action's audit name (`account.debit`): the registry runs it by this name. */
    actionName: text("action_name").notNull(),
    policy: text("policy").$type<ApprovalAction>().notNull(),
    payload: jsonb("payload").notNull(),
    idempotencyKey: text("idempotency_key"),
    makerId: uuid("maker_id").notNull(),
    makerEmail: text("maker_email").notNull(),
    /** The policy's approver role when the request was made; a later policy change does not move it. */
    approverRole: roleEnum("approver_role").notNull(),
    status: text("status").$type<ApprovalStatus>().notNull().default("pending"),
    checkerId: uuid("checker_id"),
    checkerEmail: text("checker_email"),
    reason: text("reason"),
    /** What the action's run answered, or its refusal. */
    outcome: jsonb("outcome"),
    targetType: text("target_type"),
    targetId: text("target_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    executedAt: timestamp("executed_at", { withTimezone: true }),
    /** When the maker was told how it ended (a notice on their next page): told once. */
    makerNotifiedAt: timestamp("maker_notified_at", { withTimezone: true }),
    /** The server running the approved action, until run_lease_until (the executor's lease). */
    runHolder: text("run_holder"),
    runLeaseUntil: timestamp("run_lease_until", { withTimezone: true }),
    /** How many runs were begun: a second one knows the first was interrupted. */
    runAttempts: integer("run_attempts").notNull().default(0),
  },
  (t) => [
    index("approval_requests_status_idx").on(t.status, t.createdAt),
    index("approval_requests_target_idx").on(t.targetType, t.targetId),
    // Every page asks for its user's untold outcomes (takeMakerNotices): only those are indexed.
    index("approval_requests_untold_idx")
      .on(t.makerId)
      .where(
        sql`${t.makerNotifiedAt} is null and ${t.status} in ('rejected', 'executed', 'failed', 'expired')`,
      ),
    // The executor asks only for approved requests not yet settled.
    index("approval_requests_to_run_idx").on(t.runLeaseUntil).where(sql`${t.status} = 'approved'`),
    // The same intent (a double click, a reload) makes one request, not two.
    uniqueIndex("approval_requests_key_idx")
      .on(t.actionName, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check(
      "approval_requests_status",
      sql`${t.status} in ('pending', 'withdrawn', 'rejected', 'approved', 'executed', 'failed', 'expired')`,
    ),
    // The database itself refuses a maker deciding their own request.
    check(
      "approval_requests_four_eyes",
      sql`${t.checkerId} is null or ${t.checkerId} <> ${t.makerId}`,
    ),
  ],
);
