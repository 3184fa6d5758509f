import { jsonb, text, timestamp } from "drizzle-orm/pg-core";
import { sandboxSchema } from "./schema";

/** Named states of the sandbox (lib/sandbox/scenarios.ts): each state table's rows. */
export const snapshots = sandboxSchema.table("snapshots", {
  name: text("name").primaryKey(),
  /** Each state table's rows, as PostgreSQL's json_agg gives them. */
  tables: jsonb("tables").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
