import { integer, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { consoleSchema } from "./console";

/**
 * Sign-in attempts per client address and per account (lib/console/auth/sign-in-throttle.ts).
 * An attempt is counted before its password is checked, by one conditional statement, so
 * parallel attempts cannot all read the same count and all pass; an attempt that succeeds is
 * taken back. `failures` counts since `windowStart`, a window that starts again an hour later.
 */
export const signInThrottle = consoleSchema.table(
  "sign_in_throttle",
  {
    scope: text("scope", { enum: ["address", "account"] }).notNull(),
    key: text("key").notNull(),
    failures: integer("failures").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
