import { index, jsonb, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { consoleSchema, users } from "./console";

/**
 * An onboarding wizard's unfinished work, kept so a reload, Back or a crash loses nothing. One
 * row per draft, readable and writable by its owner only; deleted when the customer is
 * created, and no longer offered after a week (the owner's older drafts go at their next save).
 */
export const onboardingDrafts = consoleSchema.table(
  "onboarding_drafts",
  {
    /** Made by the console when the wizard opens; carried in the wizard's URL. */
    id: uuid("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The form's values as the wizard holds them, and nothing else. */
    draft: jsonb("draft").notNull(),
    /** The furthest step reached, by its id in the URL (`kyc`, `contact`...). */
    step: text("step").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("onboarding_drafts_owner_idx").on(t.ownerId, t.updatedAt)],
);
