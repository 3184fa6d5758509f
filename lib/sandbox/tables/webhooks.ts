import { sql } from "drizzle-orm";
import { index, integer, jsonb, text, timestamp } from "drizzle-orm/pg-core";
import { sandboxSchema } from "./schema";

/**
 * Webhooks to deliver, written in the same transaction as the change they report, so an event
 * exists exactly when its change does. The id is the `webhook-id`: fixed at creation, the same
 * on every retry, which lets the receiver deduplicate.
 */
export const webhookOutbox = sandboxSchema.table(
  "webhook_outbox",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** The exact JSON body sent: `{ id, type, created_date, data }`. */
    body: jsonb("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** When it is due, on the sandbox's clock (lib/sandbox/clock). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /**
     * Claimed by a dispatcher until then, in real time: a move of the sandbox's clock must not
     * end a claim while its event is still being sent (drizzle/0058).
     */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Given up after the retry window: kept for inspection, never sent again. */
    abandonedAt: timestamp("abandoned_at", { withTimezone: true }),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
  },
  (t) => [
    index("webhook_outbox_due")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.abandonedAt} is null`),
  ],
);

export type OutboxRow = typeof webhookOutbox.$inferSelect;
