import { and, desc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { complianceDecisions, complianceNotes, users } from "@/lib/db/schema";
import type { ComplianceDecision } from "@/lib/db/schema/compliance-values";

type Author = { authorId: string };

export function insertComplianceNote(db: Db, note: { customerId: string; body: string } & Author) {
  return db
    .insert(complianceNotes)
    .values(note)
    .returning()
    .then(([row]) => row!);
}

export function insertComplianceDecision(
  db: Db,
  record: { customerId: string; decision: ComplianceDecision; reason: string } & Author,
) {
  return db
    .insert(complianceDecisions)
    .values(record)
    .returning()
    .then(([row]) => row!);
}

const author = { authorName: users.name, authorEmail: users.email };

/** A customer's notes, newest first, each with its author. */
export function listComplianceNotes(db: Db, customerId: string) {
  return db
    .select({ ...getTableColumns(complianceNotes), ...author })
    .from(complianceNotes)
    .innerJoin(users, eq(users.id, complianceNotes.authorId))
    .where(eq(complianceNotes.customerId, customerId))
    .orderBy(desc(complianceNotes.createdAt), desc(complianceNotes.id));
}

/** A customer's decisions, newest first: the first one is the decision in force. */
export function listComplianceDecisions(db: Db, customerId: string) {
  return db
    .select({ ...getTableColumns(complianceDecisions), ...author })
    .from(complianceDecisions)
    .innerJoin(users, eq(users.id, complianceDecisions.authorId))
    .where(eq(complianceDecisions.customerId, customerId))
    .orderBy(desc(complianceDecisions.createdAt), desc(complianceDecisions.id));
}

export type DecisionRecord = Awaited<ReturnType<typeof listComplianceDecisions>>[number];
export type NoteRecord = Awaited<ReturnType<typeof listComplianceNotes>>[number];

/** The decision in force for each of several customers (a page of the queue), by customer id. */
export async function latestDecisions(
  db: Db,
  customerIds: readonly string[],
): Promise<Map<string, DecisionRecord>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([complianceDecisions.customerId], {
      ...getTableColumns(complianceDecisions),
      ...author,
    })
    .from(complianceDecisions)
    .innerJoin(users, eq(users.id, complianceDecisions.authorId))
    .where(inArray(complianceDecisions.customerId, [...customerIds]))
    .orderBy(
      complianceDecisions.customerId,
      desc(complianceDecisions.createdAt),
      desc(complianceDecisions.id),
    );
  return new Map(rows.map((row) => [row.customerId, row]));
}

/** One decision of one customer, or null: what the apply action acts on. */
export async function findComplianceDecision(db: Db, customerId: string, decisionId: number) {
  const [row] = await db
    .select()
    .from(complianceDecisions)
    .where(
      and(eq(complianceDecisions.customerId, customerId), eq(complianceDecisions.id, decisionId)),
    );
  return row ?? null;
}
