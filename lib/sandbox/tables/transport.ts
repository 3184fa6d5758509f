import { integer, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sandboxSchema } from "./schema";

/** The programme's API user: what /token checks, and whose key X-Api-Key must carry. */
export const apiUsers = sandboxSchema.table("api_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  apiKey: text("api_key").notNull().unique(),
  clientId: text("client_id").notNull(),
  clientKey: text("client_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
  /**
   * A scrypt hash of the SANDBOX_* credentials this row was last set from. A start with other
   * settings applies them; a start with the same ones keeps a password rotated since.
   */
  configuredHash: text("configured_hash"),
});

/** Bearer tokens, stored as SHA-256 digests: a database leak does not leak usable tokens. */
export const accessTokens = sandboxSchema.table("access_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  apiUserId: uuid("api_user_id")
    .notNull()
    .references(() => apiUsers.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * X-Unique-Id values seen per API key. The primary key makes "first one wins" atomic: of many
 * concurrent requests with one id, exactly one insert succeeds.
 */
export const requestIds = sandboxSchema.table(
  "request_ids",
  {
    apiKey: text("api_key").notNull(),
    uniqueId: text("unique_id").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.apiKey, t.uniqueId] })],
);

/**
 * Requests per API key per one-minute window, for the quota (429 / 4299900), in shards: each
 * shard admits its share of the quota, so requests do not all update one row.
 */
export const quotaWindows = sandboxSchema.table(
  "quota_windows",
  {
    apiKey: text("api_key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    shard: smallint("shard").notNull().default(0),
    requests: integer("requests").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.apiKey, t.windowStart, t.shard] })],
);
