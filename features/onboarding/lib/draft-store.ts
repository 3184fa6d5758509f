import "server-only";
import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { onboardingDrafts } from "@/lib/db/schema";
import { type OnboardingDraft, onboardingDraft } from "./draft";
import { type StepId, stepIds } from "./steps";

/** How long an unfinished onboarding is kept and offered again. */
export const DRAFT_KEPT_DAYS = 7;

export type StoredDraft = {
  id: string;
  draft: OnboardingDraft;
  /** The furthest step reached. */
  step: StepId;
  updatedAt: Date;
};

const keptSince = (now: Date) => new Date(now.getTime() - DRAFT_KEPT_DAYS * 24 * 60 * 60 * 1000);

type Row = typeof onboardingDrafts.$inferSelect;

/** A stored row as the wizard takes it; one the form can no longer read is not offered. */
function toStored(row: Row | undefined): StoredDraft | null {
  if (!row) return null;
  const draft = onboardingDraft.safeParse(row.draft);
  const step = stepIds.includes(row.step as StepId) ? (row.step as StepId) : stepIds[0];
  return draft.success ? { id: row.id, draft: draft.data, step, updatedAt: row.updatedAt } : null;
}

const owned = (ownerId: string, now: Date) =>
  and(eq(onboardingDrafts.ownerId, ownerId), gt(onboardingDrafts.updatedAt, keptSince(now)));

/** The owner's draft by id: null when it is someone else's, gone, or older than a week. */
export async function readDraft(
  db: Db,
  ownerId: string,
  id: string,
  now = new Date(),
): Promise<StoredDraft | null> {
  const [row] = await db
    .select()
    .from(onboardingDrafts)
    .where(and(eq(onboardingDrafts.id, id), owned(ownerId, now)));
  return toStored(row);
}

/** Whether the id is someone else's draft: its content is not read, only that it is not ours. */
export async function isOthersDraft(db: Db, ownerId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: onboardingDrafts.id })
    .from(onboardingDrafts)
    .where(and(eq(onboardingDrafts.id, id), ne(onboardingDrafts.ownerId, ownerId)));
  return row !== undefined;
}

/** The owner's most recently saved draft of the last week, to offer to continue. */
export async function latestDraft(
  db: Db,
  ownerId: string,
  now = new Date(),
): Promise<StoredDraft | null> {
  const [row] = await db
    .select()
    .from(onboardingDrafts)
    .where(owned(ownerId, now))
    .orderBy(desc(onboardingDrafts.updatedAt))
    .limit(1);
  return toStored(row);
}

/**
 * Saves the owner's draft, creating it on its first save. A draft id that is someone else's is
 * not overwritten: the answer is null. The owner's drafts older than a week go at the same time,
 * so what was typed into an abandoned wizard is not kept for ever.
 */
export async function saveDraft(
  db: Db,
  ownerId: string,
  { id, draft, step }: { id: string; draft: OnboardingDraft; step: StepId },
  now = new Date(),
): Promise<{ updatedAt: Date } | null> {
  const [saved] = await db
    .insert(onboardingDrafts)
    .values({ id, ownerId, draft, step, updatedAt: now })
    .onConflictDoUpdate({
      target: onboardingDrafts.id,
      set: { draft, step, updatedAt: now },
      setWhere: eq(onboardingDrafts.ownerId, ownerId),
    })
    .returning({ updatedAt: onboardingDrafts.updatedAt });
  await db
    .delete(onboardingDrafts)
    .where(
      and(eq(onboardingDrafts.ownerId, ownerId), lt(onboardingDrafts.updatedAt, keptSince(now))),
    );
  return saved ?? null;
}

/** Deletes the owner's draft (its customer is created); someone else's is left alone. */
export async function deleteDraft(db: Db, ownerId: string, id: string): Promise<void> {
  await db
    .delete(onboardingDrafts)
    .where(and(eq(onboardingDrafts.id, id), eq(onboardingDrafts.ownerId, ownerId)));
}
