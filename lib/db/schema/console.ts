import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
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
    index("audit_log_at_idx").on(t.at.desc()),
    // A customer's timeline reads the entries on the customer, its accounts and its cards.
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.at),
  ],
);
