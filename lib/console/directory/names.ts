import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { type DirectoryKind, directoryEntries } from "@/lib/db/schema";
import { onlyMentioned } from "./record";
import { ownerNames } from "./search";

/** Something a page names: a customer, corporate, account or card, by its provider id. */
export type Party = { kind: DirectoryKind; id: string };

/** How the directory names a party: a person or company by name, an account by its IBAN, a
 * card by its last four; and the name of an account's or card's owner. */
export type PartyName = { name: string; ownerName: string | null; owner: Party | null };

export const partyKey = (party: Party) => `${party.kind}:${party.id}`;

/**
 * The names the directory holds for these parties, keyed by partyKey; one it has not seen, or
 * knows only as a webhook's mention (a placeholder, no name), is absent: the caller says so in
 * words, or asks the provider. Two reads whatever their number.
 */
export async function partyNames(db: Db, parties: readonly Party[]) {
  const ids = [...new Set(parties.map((party) => party.id))];
  if (ids.length === 0) return new Map<string, PartyName>();
  const rows = await db
    .select({
      kind: directoryEntries.kind,
      id: directoryEntries.id,
      name: directoryEntries.displayName,
      ownerKind: directoryEntries.ownerKind,
      ownerId: directoryEntries.ownerId,
    })
    .from(directoryEntries)
    .where(inArray(directoryEntries.id, ids));
  const named = rows.filter((row) => !onlyMentioned(row));
  const owners = await ownerNames(db, named);
  return new Map<string, PartyName>(
    named.map((row) => [
      partyKey(row),
      {
        name: row.name,
        ownerName: owners.get(`${row.ownerKind}:${row.ownerId}`) ?? null,
        owner: row.ownerKind && row.ownerId ? { kind: row.ownerKind, id: row.ownerId } : null,
      },
    ]),
  );
}
