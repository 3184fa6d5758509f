import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  integer,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { consoleSchema, users } from "./console";

/**
 * A user's TOTP second factor (drizzle/0052). The secret is sealed (lib/console/secret-box);
 * `enabledAt` is null until one code confirms the enrolment; `lastStep` is the last time step a
 * code was accepted for, so no code works twice.
 */
export const secondFactors = consoleSchema.table("second_factors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  secretSealed: text("secret_sealed").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, shown once at enrolment; only their SHA-256 is kept. */
export const recoveryCodes = consoleSchema.table(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("recovery_codes_code").on(t.userId, t.codeHash)],
);

/** Between a right password and the code: a one-time token, five minutes long. */
export const signInChallenges = consoleSchema.table("sign_in_challenges", {
  tokenHash: text("token_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** One row. `requireSecondFactor` null follows the deployment: required in production. */
export const securitySettings = consoleSchema.table(
  "security_settings",
  {
    id: integer("id").primaryKey().default(1),
    requireSecondFactor: boolean("require_second_factor"),
    updatedBy: uuid("updated_by").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("security_settings_one_row", sql`id = 1`)],
);
