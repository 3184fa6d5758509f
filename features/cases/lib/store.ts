import { and, asc, desc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ActionRefusal } from "@/lib/console/actions/refusal";
import { caseStatusLabels } from "@/lib/console/cases/machine";
import type { Db } from "@/lib/db";
import { complianceCaseEvents, complianceCases, directoryEntries, users } from "@/lib/db/schema";
import type { CaseEventType, CaseStatus } from "@/lib/db/schema/case-values";

export type CaseRow = typeof complianceCases.$inferSelect;

const owner = alias(users, "owner");

/** One case with the names a page shows: the customer's (from the directory) and the owner's. */
export async function readCase(db: Db, id: string) {
  const [row] = await db
    .select({
      case: complianceCases,
      customerName: directoryEntries.displayName,
      customerStatus: directoryEntries.status,
      ownerName: owner.name,
    })
    .from(complianceCases)
    .leftJoin(
      directoryEntries,
      and(
        eq(directoryEntries.kind, "customer"),
        eq(directoryEntries.id, complianceCases.customerId),
      ),
    )
    .leftJoin(owner, eq(owner.id, complianceCases.ownerId))
    .where(eq(complianceCases.id, id));
  return row ?? null;
}

/** The case's timeline, newest first, each line with its actor's and new owner's names. */
export function caseTimeline(db: Db, caseId: string) {
  const actor = alias(users, "actor");
  const assignee = alias(users, "assignee");
  return db
    .select({
      id: complianceCaseEvents.id,
      type: complianceCaseEvents.type,
      at: complianceCaseEvents.at,
      body: complianceCaseEvents.body,
      fromStatus: complianceCaseEvents.fromStatus,
      toStatus: complianceCaseEvents.toStatus,
      attachmentId: complianceCaseEvents.attachmentId,
      actorName: actor.name,
      ownerName: assignee.name,
    })
    .from(complianceCaseEvents)
    .leftJoin(actor, eq(actor.id, complianceCaseEvents.actorId))
    .leftJoin(assignee, eq(assignee.id, complianceCaseEvents.ownerId))
    .where(eq(complianceCaseEvents.caseId, caseId))
    .orderBy(desc(complianceCaseEvents.id));
}

export type TimelineLine = Awaited<ReturnType<typeof caseTimeline>>[number];

/** The compliance officers a case may be given to: enabled users of the compliance role. */
export function complianceOfficers(db: Db) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, "compliance"), eq(users.disabled, false)))
    .orderBy(asc(users.name), asc(users.id));
}

type Change = {
  caseId: string;
  /** The version the person's page showed. */
  version: number;
  actorId: string;
  set: Partial<Pick<CaseRow, "status" | "ownerId" | "outcome" | "closedAt" | "snoozedUntil">>;
  event: {
    type: CaseEventType;
    body: string;
    fromStatus?: CaseStatus | null;
    toStatus?: CaseStatus | null;
    ownerId?: string | null;
  };
};

/**
 * Changes a case only if it is still at the version the person saw, and writes the timeline
 * line with it. Otherwise nothing is written and the refusal names who changed it and to
 * what, so a second officer's stale edit never overwrites the first's. In the caller's
 * transaction (defineAction's), with the audit entry.
 */
export async function changeCase(db: Db, change: Change): Promise<CaseRow> {
  const [updated] = await db
    .update(complianceCases)
    .set({ ...change.set, version: sql`${complianceCases.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(complianceCases.id, change.caseId), eq(complianceCases.version, change.version)))
    .returning();
  if (!updated) throw await staleRefusal(db, change.caseId);
  await db.insert(complianceCaseEvents).values({
    caseId: change.caseId,
    actorId: change.actorId,
    ...change.event,
  });
  return updated;
}

async function staleRefusal(db: Db, caseId: string): Promise<ActionRefusal> {
  const current = await readCase(db, caseId);
  if (!current) return new ActionRefusal("not_found", "This case does not exist.");
  const [last] = await db
    .select({ at: complianceCaseEvents.at, name: users.name })
    .from(complianceCaseEvents)
    .leftJoin(users, eq(users.id, complianceCaseEvents.actorId))
    .where(and(eq(complianceCaseEvents.caseId, caseId), ne(complianceCaseEvents.type, "note")))
    .orderBy(desc(complianceCaseEvents.id))
    .limit(1);
  const who = last?.name ?? "Someone";
  const status = caseStatusLabels[current.case.status].toLowerCase();
  return new ActionRefusal(
    "stale",
    `${who} changed this case after you opened it: it is now ${status}${current.ownerName ? `, owned by ${current.ownerName}` : ", with no owner"}. Nothing you sent was saved. Reload the page to see their change, then decide again.`,
  );
}

/**
 * The case as the action found it, or a refusal in words when there is none. `share` holds the
 * row until the action's transaction ends, for an action that adds to the case without changing
 * it (a note, a file): a close cannot commit between the check and the addition.
 */
export async function caseOrRefuse(db: Db, caseId: string, lock?: "share"): Promise<CaseRow> {
  const read = db.select().from(complianceCases).where(eq(complianceCases.id, caseId));
  const [row] = lock ? await read.for(lock) : await read;
  if (!row) throw new ActionRefusal("not_found", "This case does not exist.");
  return row;
}

/** A note: appended, never edited, and not a change of the case (it bumps no version). */
export async function appendNote(db: Db, note: { caseId: string; actorId: string; body: string }) {
  const [line] = await db
    .insert(complianceCaseEvents)
    .values({ caseId: note.caseId, actorId: note.actorId, type: "note", body: note.body })
    .returning({ id: complianceCaseEvents.id });
  return line;
}

/** Open cases only: the condition every open view starts from. */
export const isOpen: SQL = ne(complianceCases.status, "closed");
export const unowned: SQL = isNull(complianceCases.ownerId) as SQL;
