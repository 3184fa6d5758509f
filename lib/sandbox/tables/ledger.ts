import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  accountStatuses,
  type CurrencyCode,
  type ProcessingCodeType,
  paymentStatuses,
} from "@/lib/cams";
import { corporates } from "./corporates";
import { customers } from "./customers";
import { sandboxSchema } from "./schema";

/**
 * Only the spec's values: a card purchase has none of them, so it has none (null), and the
 * transaction is answered without processing_code_type (documented in the OpenAPI document).
 */
export type TransactionProcessingCodeType = ProcessingCodeType | null;

/**
 * Per direction (credit, debit): the latest posting's time, and per limit window its start (null
 * for lifetime), sum and count.
 */
export type AccountUsage = Partial<
  Record<
    "credit" | "debit",
    {
      latest: string;
      windows: Partial<
        Record<string, { start: string | null; amountMinor: number; count: number }>
      >;
    }
  >
>;

const accountKinds = ["customer", "corporate", "settlement"] as const;

/**
 * Customer and corporate accounts, plus one settlement account per currency that stands for
 * the programme's own money: every movement from or to the outside world is booked against it,
 * so each currency's postings sum to zero.
 */
export const accounts = sandboxSchema.table(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: accountKinds }).notNull(),
    customerId: uuid("customer_id").references(() => customers.id),
    corporateId: uuid("corporate_id").references(() => corporates.id),
    currency: text("currency").$type<CurrencyCode>().notNull(),
    status: text("status", { enum: accountStatuses }).notNull().default("Active"),
    /** Integer minor units; equal to the sum of the account's ledger entries, kept in the same transaction. */
    balanceMinor: bigint("balance_minor", { mode: "number" }).notNull().default(0),
    /**
     * How many transactions the account lists, kept in the transaction that adds one: the list's
     * total_count without counting. Null (a state saved before it existed) means "count them".
     */
    transactionCount: bigint("transaction_count", { mode: "number" }).default(0),
    /**
     * Running totals of the posted transactions per direction and limit window (see
     * domain/ledger/usage.ts), kept in the posting's transaction. Null means "not known": summed
     * from the transactions at the next posting.
     */
    usage: jsonb("usage").$type<AccountUsage | null>().default({}),
    accountIdentifier: text("account_identifier").unique(),
    accountIdentifierStatus: text("account_identifier_status"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The last line of defence: no customer or corporate account can ever go below zero.
    check("accounts_balance_not_negative", sql`${t.kind} = 'settlement' or ${t.balanceMinor} >= 0`),
    check(
      "accounts_owner",
      sql`(${t.kind} = 'customer' and ${t.customerId} is not null) or (${t.kind} = 'corporate' and ${t.corporateId} is not null) or (${t.kind} = 'settlement' and ${t.customerId} is null and ${t.corporateId} is null)`,
    ),
    // Several settlement accounts per currency (shards, so postings do not queue on one row);
    // their ids are derived from currency and shard (domain/ledger/journal.ts).
    index("accounts_settlement_currency").on(t.currency).where(sql`${t.kind} = 'settlement'`),
    index("accounts_customer").on(t.customerId),
    index("accounts_corporate").on(t.corporateId),
  ],
);

export const transactionDirections = ["credit", "debit"] as const;
const transactionStatuses = ["Posted", "Declined"] as const;

/**
 * What an account holder sees: one row per movement on one account. A transfer is two rows,
 * one per account, sharing a journal. Declined card authorizations are rows with no postings.
 */
export const transactions = sandboxSchema.table(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    journalId: uuid("journal_id").notNull(),
    direction: text("direction", { enum: transactionDirections }).notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").$type<CurrencyCode>().notNull(),
    status: text("status", { enum: transactionStatuses }).notNull().default("Posted"),
    /** The spec's values; null for card authorizations, which its list does not cover. */
    processingCodeType: text("processing_code_type").$type<TransactionProcessingCodeType>(),
    transactionCode: text("transaction_code"),
    description: text("description"),
    responseCode: text("response_code").notNull().default("00"),
    postingResponseCode: text("posting_response_code"),
    balanceAfterMinor: bigint("balance_after_minor", { mode: "number" }),
    cardId: uuid("card_id"),
    cardholderId: text("cardholder_id"),
    cardAcceptorId: text("card_acceptor_id"),
    endToEndId: text("end_to_end_id"),
    paymentStatus: text("payment_status", { enum: paymentStatuses }),
    reasonCode: text("reason_code"),
    /** The other side of an outgoing or incoming payment: name, IBAN, address. */
    counterparty: jsonb("counterparty"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("transactions_amount_positive", sql`${t.amountMinor} > 0`),
    index("transactions_account_newest").on(t.accountId, t.createdAt.desc(), t.seq.desc()),
    index("transactions_card_newest").on(t.cardId, t.createdAt.desc(), t.seq.desc()),
    index("transactions_journal").on(t.journalId),
    // Outgoing credit transfers accepted and waiting, oldest first: what may settle (drizzle/0058).
    index("transactions_outgoing_unsettled")
      .on(t.createdAt)
      .where(
        sql`${t.processingCodeType} = 'SepaOutgoingPayment' and ${t.direction} = 'debit' and ${t.paymentStatus} = 'ACCP'`,
      ),
    // An end_to_end_id is used once per account: a repeat is 409 / 4090002.
    uniqueIndex("transactions_end_to_end_id")
      .on(t.accountId, t.endToEndId)
      .where(sql`${t.endToEndId} is not null and ${t.direction} = 'debit'`),
  ],
);

/** Double-entry postings: each journal's entries sum to zero, per currency. */
export const ledgerEntries = sandboxSchema.table(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    journalId: uuid("journal_id").notNull(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    /** Signed minor units: positive credits the account, negative debits it. */
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").$type<CurrencyCode>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("ledger_entries_account").on(t.accountId),
    index("ledger_entries_journal").on(t.journalId),
  ],
);

export type Account = typeof accounts.$inferSelect;
export type Transaction = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
