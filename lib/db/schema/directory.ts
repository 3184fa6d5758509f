import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { consoleSchema } from "./console";
import { accountOwnerKinds } from "./money";

export const directoryKinds = ["customer", "corporate", "account", "card"] as const;
export type DirectoryKind = (typeof directoryKinds)[number];

/**
 * The console's own index of what it has seen at the provider, for finding and listing only:
 * never the source of truth for a decision, and rebuildable from the provider at any time. One
 * row per resource, keyed by kind and id, refreshed each time a provider answer names it.
 * `search_name` is the display name folded (lower case, accents removed) so that a trigram
 * index answers partial and fuzzy name matches; exact keys have plain indexes.
 */
export const directoryEntries = consoleSchema.table(
  "directory_entries",
  {
    kind: text("kind", { enum: directoryKinds }).notNull(),
    id: text("id").notNull(),
    displayName: text("display_name").notNull(),
    searchName: text("search_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    /** IBAN or other account identifier, without spaces. */
    accountIdentifier: text("account_identifier"),
    cardLastFour: text("card_last_four"),
    status: text("status"),
    kycLevel: text("kyc_level"),
    /** The provider's created_date, when it gave one. */
    createdDate: timestamp("created_date", { withTimezone: true }),
    /** The customer or corporate that owns an account or card. */
    ownerKind: text("owner_kind", { enum: accountOwnerKinds }),
    ownerId: text("owner_id"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index("directory_entries_id_idx").on(t.id),
    index("directory_entries_kind_name_idx").on(t.kind, t.searchName),
    index("directory_entries_kind_created_idx").on(t.kind, t.createdDate),
    index("directory_entries_kind_status_idx").on(t.kind, t.status),
    index("directory_entries_kind_kyc_level_idx").on(t.kind, t.kycLevel),
    index("directory_entries_email_idx").on(t.email),
    index("directory_entries_phone_idx").on(t.phone),
    index("directory_entries_account_identifier_idx").on(t.accountIdentifier),
    index("directory_entries_card_last_four_idx").on(t.cardLastFour),
    index("directory_entries_owner_idx").on(t.ownerId),
    // The search's names (people and companies only), apart from the lists' index over every
    // kind (drizzle/0026, 0039): fewer candidates to check per query.
    index("directory_entries_named_trgm_idx")
      .using("gin", t.searchName.op("gin_trgm_ops"))
      .where(sql`${t.kind} in ('customer', 'corporate')`),
    check("directory_entries_kind", sql`${t.kind} in ('customer', 'corporate', 'account', 'card')`),
  ],
);

export type DirectoryEntry = typeof directoryEntries.$inferSelect;

/**
 * Each person's and company's folded name once per word start, from that word to its end
 * ("greta marek": "greta marek" and "marek"), so that a btree finds the names a word of which
 * starts with the text as typed (drizzle/0059). Written by triggers on directory_entries only.
 */
export const directoryNameTails = consoleSchema.table(
  "directory_name_tails",
  {
    kind: text("kind", { enum: directoryKinds }).notNull(),
    id: text("id").notNull(),
    tail: text("tail").notNull(),
    searchName: text("search_name").notNull(),
  },
  (t) => [
    primaryKey({ name: "directory_name_tails_pk", columns: [t.kind, t.id, t.tail] }),
    index("directory_name_tails_tail_idx").on(t.tail.op("text_pattern_ops")),
  ],
);

export const directorySyncOutcomes = ["succeeded", "failed"] as const;
export const directorySyncRuns = ["backfill", "incremental"] as const;

/**
 * The directory's filling from the provider, in one row (id `directory`) every console process
 * on this database shares: the lease that lets one of them run at a time, a backfill's progress
 * (so one killed half-way resumes at its next page), and the last run's outcome in words.
 */
export const directorySync = consoleSchema.table(
  "directory_sync",
  {
    id: text("id").primaryKey(),
    /** Who runs now, and until when the others leave it alone (renewed after each page). */
    leaseHolder: text("lease_holder"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The backfill's next page of GET /customers; null when no backfill is under way. */
    backfillNextPage: integer("backfill_next_page"),
    backfillPagesDone: integer("backfill_pages_done").notNull().default(0),
    backfillRowsDone: integer("backfill_rows_done").notNull().default(0),
    /** The provider's total_count at the last page read. */
    backfillTotalCount: integer("backfill_total_count"),
    backfillStartedAt: timestamp("backfill_started_at", { withTimezone: true }),
    backfillFinishedAt: timestamp("backfill_finished_at", { withTimezone: true }),
    lastRun: text("last_run", { enum: directorySyncRuns }),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    lastOutcome: text("last_outcome", { enum: directorySyncOutcomes }),
    /** What the last run did or why it failed, in plain words. */
    lastMessage: text("last_message"),
    lastSucceededAt: timestamp("last_succeeded_at", { withTimezone: true }),
  },
  (t) => [
    check("directory_sync_last_run", sql`${t.lastRun} in ('backfill', 'incremental')`),
    check("directory_sync_last_outcome", sql`${t.lastOutcome} in ('succeeded', 'failed')`),
  ],
);

export type DirectorySyncState = typeof directorySync.$inferSelect;
