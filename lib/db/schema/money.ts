import { sql } from "drizzle-orm";
import { check, index, jsonb, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { consoleSchema } from "./console";

export const moneyMovementKinds = [
  "credit",
  "debit",
  "transfer",
  "outgoing_credit_transfer",
] as const;
export type MoneyMovementKind = (typeof moneyMovementKinds)[number];

/** Accounts are owned by customers or by corporates. */
export const accountOwnerKinds = ["customer", "corporate"] as const;

/**
 * pending: written before the provider is called. done / refused: the provider answered.
 * unknown: the call failed without an answer, so money may have moved; it is resolved by
 * re-reading the provider, never reported as failed.
 */
export const moneyMovementStatuses = ["pending", "done", "refused", "unknown"] as const;

/**
 * Every money movement the console asked the provider for, in the console's own words: what
 * was sent (the request body, creditor included) and what came back. The provider's
 * transaction list does not name an outgoing transfer's creditor; this table does.
 */
export const moneyMovements = consoleSchema.table(
  "money_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: moneyMovementKinds }).notNull(),
    /** Whose account it is: a customer's or a corporate's. */
    ownerKind: text("owner_kind", { enum: accountOwnerKinds }).notNull().default("customer"),
    ownerId: text("owner_id").notNull(),
    accountId: text("account_id").notNull(),
    /** The request body as sent to the provider. */
    request: jsonb("request").notNull(),
    status: text("status", { enum: moneyMovementStatuses }).notNull().default("pending"),
    /** The provider's transaction id (the debit leg's, for a transfer), once it answered. */
    transactionId: text("transaction_id"),
    /** The provider's answer, or the refusal's code and detail. */
    outcome: jsonb("outcome"),
    actorId: uuid("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("money_movements_account_idx").on(t.accountId, t.kind, t.createdAt),
    check(
      "money_movements_kind",
      sql`${t.kind} in ('credit', 'debit', 'transfer', 'outgoing_credit_transfer')`,
    ),
    check("money_movements_owner_kind", sql`${t.ownerKind} in ('customer', 'corporate')`),
    check("money_movements_status", sql`${t.status} in ('pending', 'done', 'refused', 'unknown')`),
  ],
);
