import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  CASE_ATTACHMENT_MAX_BYTES,
  caseAttachmentTypes,
  caseEventTypes,
  caseKinds,
  caseOutcomes,
  casePriorities,
  caseStatuses,
} from "./case-values";
import { consoleSchema, users } from "./console";

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A compliance case: one customer's hold, rejected verification or hand-raised concern, worked
 * by an owner to a closing outcome. At most one open case per customer and kind (the partial
 * unique index), however many servers and duplicate webhooks report the same hold. `version`
 * rises with every change, so an edit made on a stale page is refused, not merged.
 */
export const complianceCases = consoleSchema.table(
  "compliance_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: text("customer_id").notNull(),
    kind: text("kind", { enum: caseKinds }).notNull(),
    status: text("status", { enum: caseStatuses }).notNull().default("new"),
    priority: text("priority", { enum: casePriorities }).notNull().default("normal"),
    ownerId: uuid("owner_id").references(() => users.id),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** Why it was opened: what the provider reported, or the words of whoever raised it. */
    reason: text("reason").notNull(),
    /** Who raised it by hand; null when the console opened it on the provider's word. */
    openedBy: uuid("opened_by").references(() => users.id),
    /** Out of the working views until then; it wakes by itself, or at a verification event. */
    snoozedUntil: timestamp("snoozed_until", { withTimezone: true }),
    outcome: text("outcome", { enum: caseOutcomes }),
    outcomeNote: text("outcome_note"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("compliance_cases_one_open")
      .on(t.customerId, t.kind)
      .where(sql`${t.status} <> 'closed'`),
    // Covering (drizzle/0047): the inbox's counts read the open cases from this index alone.
    index("compliance_cases_open_due").on(t.dueAt).where(sql`${t.status} <> 'closed'`),
    index("compliance_cases_closed").on(t.closedAt.desc(), t.id).where(sql`${t.status} = 'closed'`),
    index("compliance_cases_owner_due").on(t.ownerId, t.dueAt),
    index("compliance_cases_customer").on(t.customerId),
    check("compliance_cases_kind", sql`${t.kind} in (${listOf(caseKinds)})`),
    check("compliance_cases_status", sql`${t.status} in (${listOf(caseStatuses)})`),
    check("compliance_cases_priority", sql`${t.priority} in (${listOf(casePriorities)})`),
    check(
      "compliance_cases_outcome",
      sql`(${t.status} = 'closed') = (${t.outcome} is not null) and (${t.outcome} is null or ${t.outcome} in (${listOf(caseOutcomes)}))`,
    ),
  ],
);

/**
 * A case's timeline: opening, assignments, status changes, notes and closing, each with its
 * actor (null: the console itself) and reason. Append-only (a trigger refuses UPDATE and
 * DELETE), so the story an auditor reads is the one that happened.
 */
export const complianceCaseEvents = consoleSchema.table(
  "compliance_case_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => complianceCases.id),
    type: text("type", { enum: caseEventTypes }).notNull(),
    actorId: uuid("actor_id").references(() => users.id),
    /** A status change's before and after; an assignment's new owner is in `ownerId`. */
    fromStatus: text("from_status", { enum: caseStatuses }),
    toStatus: text("to_status", { enum: caseStatuses }),
    ownerId: uuid("owner_id").references(() => users.id),
    /** The file an "attachment" line records. */
    attachmentId: uuid("attachment_id").references(() => complianceCaseAttachments.id),
    /** The reason given, or a note's words. */
    body: text("body").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("compliance_case_events_case").on(t.caseId, t.id),
    check("compliance_case_events_type", sql`${t.type} in (${listOf(caseEventTypes)})`),
  ],
);

/** Bytes as PostgreSQL's bytea: drizzle has no column for it; both drivers give a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Evidence on a case: the file itself, in the database so every server serves the same bytes,
 * with the type its content showed and its SHA-256, which the page and the evidence pack print.
 * Append-only like the timeline: evidence is added, never replaced.
 */
export const complianceCaseAttachments = consoleSchema.table(
  "compliance_case_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => complianceCases.id),
    fileName: text("file_name").notNull(),
    mediaType: text("media_type", { enum: caseAttachmentTypes }).notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    uploadedBy: uuid("uploaded_by")
      .notNull()
      .references(() => users.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("compliance_case_attachments_case").on(t.caseId, t.at),
    check(
      "compliance_case_attachments_type",
      sql`${t.mediaType} in (${listOf(caseAttachmentTypes)})`,
    ),
    check(
      "compliance_case_attachments_size",
      sql`${t.size} > 0 and ${t.size} <= ${sql.raw(String(CASE_ATTACHMENT_MAX_BYTES))} and ${t.size} = octet_length(${t.content})`,
    ),
    // The database computes the hash itself: a row can't claim a hash its bytes don't have.
    check(
      "compliance_case_attachments_sha256",
      sql`${t.sha256} = encode(sha256(${t.content}), 'hex')`,
    ),
  ],
);

/**
 * What an admin sets for cases (Settings → Cases): one row, absent until first saved, when the
 * defaults in lib/console/cases/machine.ts hold.
 */
export const caseSettings = consoleSchema.table(
  "case_settings",
  {
    id: boolean("id").primaryKey().default(true),
    /** New cases go, in turn, to available officers under their limit. */
    autoAssign: boolean("auto_assign").notNull().default(false),
    /** Open cases an officer may own before automatic assignment passes them by. */
    openCaseLimit: integer("open_case_limit").notNull(),
    escalateAfterHours: integer("escalate_after_hours").notNull(),
    /** Rises with each save: a second admin's form, opened before it, is refused, not merged. */
    version: integer("version").notNull().default(1),
    updatedBy: uuid("updated_by").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("case_settings_one_row", sql`${t.id}`),
    check("case_settings_limit", sql`${t.openCaseLimit} between 1 and 1000`),
    check("case_settings_escalate", sql`${t.escalateAfterHours} between 1 and 720`),
  ],
);

/** A due time an admin set for a kind and priority; the others keep their default. */
export const caseDueHours = consoleSchema.table(
  "case_due_hours",
  {
    kind: text("kind", { enum: caseKinds }).notNull(),
    priority: text("priority", { enum: casePriorities }).notNull(),
    hours: integer("hours").notNull(),
  },
  (t) => [
    primaryKey({ name: "case_due_hours_pk", columns: [t.kind, t.priority] }),
    check("case_due_hours_kind", sql`${t.kind} in (${listOf(caseKinds)})`),
    check("case_due_hours_priority", sql`${t.priority} in (${listOf(casePriorities)})`),
    check("case_due_hours_hours", sql`${t.hours} between 1 and 2160`),
  ],
);

/** A compliance officer's availability, and when automatic assignment last gave them a case. */
export const caseOfficers = consoleSchema.table("case_officers", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  away: boolean("away").notNull().default(false),
  lastAssignedAt: timestamp("last_assigned_at", { withTimezone: true }),
});
