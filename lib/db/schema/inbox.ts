import { boolean, index, integer, jsonb, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { consoleSchema } from "./console";

/**
 * Every webhook received with a valid signature, once: the primary key is the `webhook-id`,
 * so a redelivery inserts nothing and changes nothing.
 */
export const webhookEvents = consoleSchema.table(
  "webhook_events",
  {
    webhookId: text("webhook_id").primaryKey(),
    type: text("type").notNull(),
    /** The event's own created_date: what orders events, whatever order they arrive in. */
    createdDate: timestamp("created_date", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    customerId: text("customer_id"),
    transactionId: text("transaction_id"),
    payload: jsonb("payload").notNull(),
    /** Whether the console understood the type and applied it (unknown types are only stored). */
    applied: boolean("applied").notNull().default(false),
    /**
     * When the sandbox's state was replaced (reset, restore, a scenario) after this event came:
     * it speaks of a world that is gone. Kept, marked, never applied again.
     */
    staleAt: timestamp("stale_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_events_newest").on(t.createdDate.desc()),
    index("webhook_events_customer").on(t.customerId),
    index("webhook_events_transaction").on(t.transactionId),
  ],
);

/** The latest verification status per customer; an older event never overwrites a newer one. */
export const customerVerifications = consoleSchema.table("customer_verifications", {
  customerId: text("customer_id").primaryKey(),
  status: text("status").notNull(),
  rejectReason: jsonb("reject_reason").$type<string[] | null>(),
  eventCreatedAt: timestamp("event_created_at", { withTimezone: true }).notNull(),
  webhookId: text("webhook_id").notNull(),
});

/** The latest payment status per transaction; its timeline is the stored events themselves. */
export const paymentStates = consoleSchema.table("payment_states", {
  transactionId: text("transaction_id").primaryKey(),
  paymentStatus: text("payment_status").notNull(),
  reasonCode: text("reason_code"),
  eventCreatedAt: timestamp("event_created_at", { withTimezone: true }).notNull(),
  webhookId: text("webhook_id").notNull(),
});

/** The provider's error catalog, cached: refreshed after 24 hours, unknown codes fetched one by one. */
export const errorCodes = consoleSchema.table("error_codes", {
  code: integer("code").primaryKey(),
  detail: text("detail").notNull(),
  statusCode: text("status_code").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
});

/** One row per key: when the whole catalog was last loaded. */
export const cacheMarks = consoleSchema.table(
  "cache_marks",
  {
    name: text("name").notNull(),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name] })],
);
