import { index, integer, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { consoleSchema, users } from "./console";

/**
 * One row per sign-in (drizzle/0054): what a user's Security page lists as their devices. It
 * holds while `endedAt` is null and `sessionVersion` is still the user's, so raising the user's
 * version ends every row at once.
 */
export const sessions = consoleSchema.table(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    sessionVersion: integer("session_version").notNull(),
    signedInAt: timestamp("signed_in_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId, t.lastSeenAt.desc())],
);
