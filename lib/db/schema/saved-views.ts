import { sql } from "drizzle-orm";
import { check, index, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { consoleSchema, roleEnum, users } from "./console";

/**
 * A user's named view of a list: the list's whole state lives in its URL, so a view is a
 * pathname and a query string (checked against the saveable lists before it is stored). Shared
 * with one role, it shows in that role's sidebar too, read-only. A name is unique per owner,
 * whatever its capitals.
 */
export const savedViews = consoleSchema.table(
  "saved_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    pathname: text("pathname").notNull(),
    /** Without its leading "?"; empty for a list without filters. */
    search: text("search").notNull().default(""),
    sharedRole: roleEnum("shared_role"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_views_owner_name_idx").on(t.ownerId, sql`lower(${t.name})`),
    index("saved_views_shared_role_idx").on(t.sharedRole),
    // The application's rule (trimmed, 1 to 60 characters), held by the table too.
    check(
      "saved_views_name_length",
      sql`char_length(${t.name}) between 1 and 60 and ${t.name} = btrim(${t.name})`,
    ),
  ],
);

export type SavedView = typeof savedViews.$inferSelect;
