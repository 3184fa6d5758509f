import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { type DirectoryKind, directoryEntries } from "@/lib/db/schema";
import { foldAccountIdentifier, foldEmail, foldName, foldPhone } from "./record";
import { nameMatches } from "./search";

/** Below this, a query matches too much to be worth asking (the box says so instead). */
export const FIND_MIN_LENGTH = 2;
/** Enough for a person to scan; a longer list means the query should be more precise. */
export const FIND_LIMIT = 20;

/**
 * The exact keys a query can be, each with the index that answers it: any id, an email, a
 * phone number, an IBAN with or without spaces, a card's last four.
 */
function exactMatches(text: string): SQL[] {
  const keys: SQL[] = [eq(directoryEntries.id, text)];
  if (text.includes("@")) keys.push(eq(directoryEntries.email, foldEmail(text)));
  const phone = foldPhone(text);
  if (/^\+?\d{6,}$/.test(phone) && /^[\d\s()+./-]+$/.test(text)) {
    keys.push(eq(directoryEntries.phone, phone));
  }
  const identifier = foldAccountIdentifier(text);
  if (identifier.length >= 5) keys.push(eq(directoryEntries.accountIdentifier, identifier));
  if (/^\d{4}$/.test(text)) keys.push(eq(directoryEntries.cardLastFour, text));
  return keys;
}

/**
 * The entries one search box query finds, among the kinds the asker may open: exact key
 * matches first, then names by likeness. Each comes with its owner's name and kind, so an
 * account or card can be shown and linked under its customer or corporate.
 */
export async function findInDirectory(
  db: Db,
  query: string,
  kinds: readonly DirectoryKind[],
  limit = FIND_LIMIT,
) {
  const text = query.trim();
  if (text.length < FIND_MIN_LENGTH || kinds.length === 0) return [];
  const exact = or(...exactMatches(text)) as SQL;
  // Only people and companies are found by name: a card's or account's display name is made of
  // its digits, which are found exactly (a near miss on "4242" must not find "4243").
  const byName = nameMatches(text);
  const name = byName && and(inArray(directoryEntries.kind, ["customer", "corporate"]), byName);
  const owner = alias(directoryEntries, "owner");
  const folded = foldName(text);
  return db
    .select({
      kind: directoryEntries.kind,
      id: directoryEntries.id,
      displayName: directoryEntries.displayName,
      status: directoryEntries.status,
      ownerKind: directoryEntries.ownerKind,
      ownerId: directoryEntries.ownerId,
      ownerName: owner.displayName,
    })
    .from(directoryEntries)
    .leftJoin(
      owner,
      and(eq(owner.kind, directoryEntries.ownerKind), eq(owner.id, directoryEntries.ownerId)),
    )
    .where(and(inArray(directoryEntries.kind, [...kinds]), name ? or(exact, name) : exact))
    .orderBy(
      desc(exact),
      desc(sql`word_similarity(${folded}, ${directoryEntries.searchName})`),
      asc(directoryEntries.searchName),
      asc(directoryEntries.id),
    )
    .limit(limit);
}

export type DirectoryHit = Awaited<ReturnType<typeof findInDirectory>>[number];
