import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
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
    /** The verified `webhook-timestamp` of the first delivery: when the provider signed it. */
    signedAt: timestamp("signed_at", { withTimezone: true }),
    /** What the receiver did with it: see `EventOutcome`. */
    outcome: text("outcome").$type<EventOutcome>().notNull().default("stored"),
    /** Why a known type was not applied ("failed"), in the parser's words, for the Events page. */
    problem: text("problem"),
    /** How many signed deliveries of this webhook-id arrived; more than one is a redelivery. */
    deliveries: integer("deliveries").notNull().default(1),
    lastDeliveryAt: timestamp("last_delivery_at", { withTimezone: true }),
    /**
     * When the sandbox's state was replaced (reset, restore, a scenario) after this event came:
     * it speaks of a world that is gone. Kept, marked, never applied again.
     */
    staleAt: timestamp("stale_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_events_newest").on(t.createdDate.desc()),
    index("webhook_events_received").on(t.receivedAt.desc()),
    index("webhook_events_customer").on(t.customerId),
    index("webhook_events_transaction").on(t.transactionId),
  ],
);

/**
 * applied: a known type, read and applied. stored: a type the console does not know, kept as it
 * came. failed: a known type whose payload could not be read; `problem` says why.
 */
export const eventOutcomes = ["applied", "stored", "failed"] as const;
export type EventOutcome = (typeof eventOutcomes)[number];

/**
 * Deliveries refused for their signature (401), counted per day and never stored: nothing an
 * unverified sender wrote is kept, yet a wrong secret shows up as a rising count.
 */
export const webhookRejections = consoleSchema.table("webhook_rejections", {
  day: date("day").primaryKey(),
  count: integer("count").notNull().default(0),
  lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
});

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
