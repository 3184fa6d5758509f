import { index, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { consoleSchema } from "./console";

/**
 * The console's own record of the spend control groups it created or saw: the interface has no
 * operation that lists them (only POST /control/spend and GET, PATCH, PUT /control/spend/{id}),
 * so without this a group would be lost once its id leaves the screen. The provider stays the
 * source of truth for a group's rules; this keeps its id, the bin it applies to (a group applies
 * to every card of its bin), its name as last seen, and the card whose page it was created or
 * found from.
 */
export const spendControlRecords = consoleSchema.table(
  "spend_control_groups",
  {
    id: text("id").primaryKey(),
    bin: text("bin").notNull(),
    name: text("name").notNull(),
    cardId: text("card_id"),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("spend_control_groups_bin_idx").on(t.bin, t.createdAt)],
);
