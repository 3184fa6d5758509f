import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { consoleSchema, users } from "./console";

export const pendingProductKinds = ["account", "card"] as const;
export type PendingProductKind = (typeof pendingProductKinds)[number];

/**
 * An account or card item the provider did not create (a 206 at onboarding or at "Open
 * accounts" / "Issue cards"), kept so it can be retried later from the customer's page rather
 * than only on the screen that got the 206. A successful retry or a discard removes the row.
 */
export const pendingProducts = consoleSchema.table(
  "pending_products",
  {
    /** In insertion order: a 206's missing items are listed, and retried, in request order. */
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: text("customer_id").notNull(),
    kind: text("kind", { enum: pendingProductKinds }).notNull(),
    /** The item of the bulk request exactly as it was sent, to be sent again. */
    item: jsonb("item").notNull(),
    /** Why it is not created, in plain words: the provider's last refusal, or that it gave none. */
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => users.id),
    /**
     * Set while a retry is being sent, so a second retry (another tab, another server) cannot
     * send the same item again; cleared with the answer. A claim older than CLAIM_MS is taken
     * as abandoned (the process died mid-send).
     */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    index("pending_products_customer").on(t.customerId, t.id),
    check("pending_products_kind", sql`${t.kind} in ('account', 'card')`),
  ],
);
