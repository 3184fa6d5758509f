import { and, eq, inArray, not, or, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "@/lib/db";
import { type DirectoryKind, directoryEntries, directoryNameTails } from "@/lib/db/schema";
import { foldAccountIdentifier, foldEmail, foldPhone } from "./record";
import { likeLiteral, nameMatches, ownerNames, wordAlike, wordInside } from "./search";
import { FIND_MIN_LENGTH, foldName, nameWords } from "./search-text";
import { withinTimeLimit } from "./time-limit";

/** Enough for a person to scan; a longer list means the query should be more precise. */
const FIND_LIMIT = 20;
/**
 * How many name matches are ranked by likeness, at most, per step. A common name matches tens
 * of thousands of a million entries; scoring and sorting them all takes a second, and a person
 * reads 20. Beyond this many, those ranked are the first found, all of which match as asked.
 */
const FIND_RANKED = 200;

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

type Found = {
  kind: DirectoryKind;
  id: string;
  displayName: string;
  searchName: string;
  status: string | null;
  ownerKind: "customer" | "corporate" | null;
  ownerId: string | null;
};

/**
 * At most `limit` entries matching `where`, most like the query first (then by name and id, so
 * ties keep one order), ranked among the first `FIND_RANKED` found. The materialized CTE keeps
 * the planner from reading the whole table in the hope of finding those few rows early (it
 * plans `where` for all its rows, from the indexes), while the scan still stops once enough
 * are found.
 */
function ranked(db: Db, where: SQL | undefined, folded: string, limit: number) {
  const e = directoryEntries;
  return queryRows<Found>(
    db,
    sql`with found as materialized (
      select ${e.kind} as kind, ${e.id} as id, ${e.displayName} as "displayName",
        ${e.searchName} as "searchName", ${e.status} as status, ${e.ownerKind} as "ownerKind",
        ${e.ownerId} as "ownerId"
      from ${e} where ${where})
    select * from (select * from found limit ${FIND_RANKED}) first_found
    order by word_similarity(${folded}, "searchName") desc, "searchName", id
    limit ${limit}`,
  );
}

/**
 * People and companies a word of whose name starts with the text as typed ("greta mar" finds
 * Greta Marek, "holt" Anna Holtor, "lena" Anna-Lena Kurz), most like it first, ranked among the
 * first `FIND_RANKED` in the order of the words (the index's own, `~<~`). A range of the name
 * tails' btree (drizzle/0059): it stops once enough are found, where the trigram index gathers
 * every name sharing enough trigrams first. Only the ranked few are read from directory_entries.
 */
function startingAWord(db: Db, folded: string, kinds: readonly DirectoryKind[], limit: number) {
  const t = directoryNameTails;
  const e = directoryEntries;
  return queryRows<Found>(
    db,
    sql`with found as materialized (
      select ${t.kind} as kind, ${t.id} as id, ${t.searchName} as "searchName" from ${t}
      where ${t.tail} like ${`${likeLiteral(folded)}%`} and ${inArray(t.kind, [...kinds])}
      order by ${t.tail} using ~<~
      limit ${FIND_RANKED}),
    best as (
      select * from (select distinct on (kind, id) * from found) once
      order by word_similarity(${folded}, "searchName") desc, "searchName", id
      limit ${limit})
    select best.kind, best.id, ${e.displayName} as "displayName", best."searchName",
      ${e.status} as status, ${e.ownerKind} as "ownerKind", ${e.ownerId} as "ownerId"
    from best join ${e} on ${e.kind} = best.kind and ${e.id} = best.id
    order by word_similarity(${folded}, best."searchName") desc, best."searchName", best.id`,
  );
}

/**
 * The entries one search box query finds, among the kinds the asker may open: exact key
 * matches first, then names, most alike first. Each comes with its owner's name, so an account
 * or card can be shown and linked under its customer or corporate.
 *
 * Each step is its own query on its own index, and stops early, rather than one OR of them all
 * scored and sorted (a second over a million entries, docs/performance.md):
 * 1. the exact keys (plain indexes);
 * 2. names a word of which starts with the text as typed (the name tails' btree): what a
 *    person types most, and what the next step would rank first;
 * 3. only when those are too few: names where every word typed is like a word of the name, in
 *    any order (its start, or a near miss: the trigram index);
 * 4. only when still too few: names that contain every word typed;
 * 5. only when still too few: the rest of the lists' match (some words alike, some inside).
 * Each step is less alike than the one before, so the order is nearly the one a single
 * "order by likeness" would give. All within the directory's time limit: past it, a
 * directoryTooSlow error. The caller checks the text first (searchTextProblem).
 */
export function findInDirectory(
  db: Db,
  query: string,
  kinds: readonly DirectoryKind[],
  limit = FIND_LIMIT,
) {
  const text = query.trim();
  if (text.length < FIND_MIN_LENGTH || kinds.length === 0) return Promise.resolve([]);
  return withinTimeLimit(db, (tx) => find(tx, text, kinds, limit));
}

async function find(db: Db, text: string, kinds: readonly DirectoryKind[], limit: number) {
  const folded = foldName(text);
  const found = await ranked(
    db,
    and(inArray(directoryEntries.kind, [...kinds]), or(...exactMatches(text))),
    folded,
    limit,
  );
  // Only people and companies are found by name: a card's or account's display name is made of
  // its digits, which are found exactly above (a near miss on "4242" must not find "4243").
  const named = (["customer", "corporate"] as const).filter((kind) => kinds.includes(kind));
  const matches = nameMatches(text);
  if (matches && named.length > 0) {
    const seen = new Set(found.map((hit) => `${hit.kind}:${hit.id}`));
    const add = (more: typeof found) => {
      for (const hit of more) {
        const key = `${hit.kind}:${hit.id}`;
        if (found.length < limit && !seen.has(key)) {
          seen.add(key);
          found.push(hit);
        }
      }
    };
    // Written out too, so that the planner sees the index of their names applies (drizzle/0039).
    const ofNamedKinds = and(
      sql`${directoryEntries.kind} in ('customer', 'corporate')`,
      inArray(directoryEntries.kind, named),
    );
    const words = nameWords(text);
    const alike = and(...words.map(wordAlike)) as SQL;
    const inside = and(...words.map((w) => (w.length < 3 ? wordAlike(w) : wordInside(w)))) as SQL;
    add(await startingAWord(db, folded, named, limit));
    if (found.length < limit) add(await ranked(db, and(ofNamedKinds, alike), folded, limit));
    if (found.length < limit) {
      add(await ranked(db, and(ofNamedKinds, inside, not(alike)), folded, limit - found.length));
    }
    if (found.length < limit) {
      const rest = and(ofNamedKinds, matches, not(alike), not(inside));
      add(await ranked(db, rest, folded, limit - found.length));
    }
  }
  const owners = await ownerNames(db, found);
  return found.map(({ searchName: _, ...hit }) => ({
    ...hit,
    ownerName: (hit.ownerKind && owners.get(`${hit.ownerKind}:${hit.ownerId}`)) || null,
  }));
}

export type DirectoryHit = Awaited<ReturnType<typeof findInDirectory>>[number];
