import { sql } from "drizzle-orm";
import { bigserial, check, index, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { complianceDecisionValues, DECISION_REASON_MAX, NOTE_MAX } from "./compliance-values";
import { consoleSchema, users } from "./console";

const decisionList = sql.raw(complianceDecisionValues.map((d) => `'${d}'`).join(", "));

/** A compliance officer's note on a customer under review. */
export const complianceNotes = consoleSchema.table(
  "compliance_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: text("customer_id").notNull(),
    body: text("body").notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("compliance_notes_customer").on(t.customerId, t.createdAt.desc()),
    check(
      "compliance_notes_body",
      sql`${t.body} ~ '\\S' and char_length(${t.body}) <= ${sql.raw(String(NOTE_MAX))}`,
    ),
  ],
);

/**
 * The decision record. Append-only (a trigger in the migration refuses UPDATE, DELETE and
 * TRUNCATE): a decision is changed by recording a newer one, so the history stays whole.
 */
export const complianceDecisions = consoleSchema.table(
  "compliance_decisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: text("customer_id").notNull(),
    decision: text("decision", { enum: complianceDecisionValues }).notNull(),
    reason: text("reason").notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("compliance_decisions_customer").on(t.customerId, t.createdAt.desc()),
    check("compliance_decisions_decision", sql`${t.decision} in (${decisionList})`),
    check(
      "compliance_decisions_reason",
      sql`${t.reason} ~ '\\S' and char_length(${t.reason}) <= ${sql.raw(String(DECISION_REASON_MAX))}`,
    ),
  ],
);
