import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { spendControlRecords } from "@/lib/db/schema";

/**
 * The console's own record of the spend control groups it created or saw (the interface lists
 * none). Written after every create, read and update, so the name follows the provider's; the
 * first card a group was seen from is kept.
 */
export async function rememberSpendControl(
  db: Db,
  group: { id: string; bin?: string; name?: string },
  seen: { cardId?: string; userId?: string },
): Promise<void> {
  if (!group.bin) return;
  await db
    .insert(spendControlRecords)
    .values({
      id: group.id,
      bin: group.bin,
      name: group.name ?? "",
      cardId: seen.cardId ?? null,
      createdBy: seen.userId ?? null,
    })
    .onConflictDoUpdate({
      target: spendControlRecords.id,
      set: { name: sql`excluded.name`, bin: sql`excluded.bin`, seenAt: sql`now()` },
    });
}

/** The groups the console knows of for cards of `bin`, oldest first (the order they apply in). */
export function knownSpendControls(db: Db, bin: string) {
  return db
    .select()
    .from(spendControlRecords)
    .where(eq(spendControlRecords.bin, bin))
    .orderBy(asc(spendControlRecords.createdAt), asc(spendControlRecords.id));
}

/** A group the provider no longer knows (after a sandbox reset, say) leaves the record. */
export async function forgetSpendControl(db: Db, id: string): Promise<void> {
  await db.delete(spendControlRecords).where(eq(spendControlRecords.id, id));
}
