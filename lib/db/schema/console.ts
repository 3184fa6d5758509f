import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Console tables live in their own PostgreSQL schema; the sandbox's live in `sandbox`. */
export const consoleSchema = pgSchema("console");

import { roles } from "./roles";

export { type Role, roles } from "./roles";
export const roleEnum = consoleSchema.enum("role", roles);

export const users = consoleSchema.table("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased so sign-in is case-insensitive and unique per person. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: roleEnum("role").notNull(),
  passwordHash: text("password_hash").notNull(),
  disabled: boolean("disabled").notNull().default(false),
  /**
   * Carried in each session since sign-in; raising it ends them all (sign-out, disabling), so a
   * re-enabled user's old cookies stay dead. A counter, not a time: N servers' clocks may differ.
   */
  sessionVersion: integer("session_version").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const auditOutcomes = ["success", "failure", "denied"] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/**
 * Append-only: a trigger in the migrations refuses UPDATE and DELETE, so not even a bug in
 * the application can rewrite history.
 */
export const auditLog = consoleSchema.table(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    outcome: text("outcome", { enum: auditOutcomes }).notNull(),
    detail: text("detail"),
    ip: text("ip"),
  },
  (t) => [
    // Newest first, as the Audit page and the anonymous-refusal check read it (drizzle/0053).
    index("audit_log_at_id_idx").on(t.at.desc(), t.id.desc()),
    // A customer's timeline reads the entries on the customer, its accounts and its cards.
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.at),
    // The Audit page's filters: who, and a kind of action (a prefix of its name; drizzle/0053
    // gives it text_pattern_ops, so LIKE 'user.%' can use it whatever the collation).
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
  ],
);

export const userLinkPurposes = ["invite", "reset"] as const;
export type UserLinkPurpose = (typeof userLinkPurposes)[number];

/**
 * A one-time link an admin hands a person (drizzle/0051): an invitation to set a first password,
 * or a password reset. Only the token's SHA-256 is kept, so a database read gives no working
 * link; `used_at` makes it work once.
 */
export const userLinks = consoleSchema.table(
  "user_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose", { enum: userLinkPurposes }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_links_token").on(t.tokenHash),
    index("user_links_user").on(t.userId),
    check("user_links_purpose", sql`${t.purpose} in ('invite', 'reset')`),
  ],
);

/**
 * The console's clock (lib/console/clock.ts): real time plus this offset. An admin shifts it with
 * the built-in sandbox's clock in a demo (Settings → Sandbox), so compliance cases fall due on
 * screen. One row, absent until shifted.
 */
export const consoleClock = consoleSchema.table(
  "clock",
  {
    id: boolean("id").primaryKey().default(true),
    offsetMs: bigint("offset_ms", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("clock_one_row", sql`${t.id}`)],
);
