import { text, timestamp } from "drizzle-orm/pg-core";
import { consoleSchema } from "./console";

/**
 * Secrets a demo deployment (CONSOLE_DEMO=1) made for itself at its first start: the built-in
 * sandbox's API key, password and webhook secret (lib/console/demo-secrets.ts). Kept here so
 * every server on the database uses the same ones; sealed with a key from AUTH_SECRET.
 */
export const deploymentSecrets = consoleSchema.table("deployment_secrets", {
  name: text("name").primaryKey(),
  sealed: text("sealed").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
