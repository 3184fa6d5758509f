import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { type DirectoryKind, directoryEntries } from "@/lib/db/schema";
import { foldName } from "./record";

export const DIRECTORY_PAGE_SIZE = 50;

export const directorySorts = ["name", "created"] as const;
export type DirectorySort = (typeof directorySorts)[number];
export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];

export type DirectoryQuery = {
  kind: DirectoryKind;
  /** Any part of the name, case and accents ignored; a near miss (one letter off) matches too. */
  name?: string;
  sort?: DirectorySort;
  direction?: SortDirection;
  page?: number;
};

/** `%` and `_` typed by a person are letters, not LIKE wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The name condition: a partial match anywhere in the folded name, or, for three letters and
 * more, a fuzzy one (pg_trgm's word similarity: "mueller" finds "Müller", "acne" finds "Acme").
 * Both are answered from the trigram index.
 */
export function nameMatches(name: string): SQL | undefined {
  const folded = foldName(name);
  if (!folded) return undefined;
  const partial = sql`${directoryEntries.searchName} like ${`%${likeLiteral(folded)}%`}`;
  if (folded.length < 3) return partial;
  return sql`(${partial} or ${folded} <% ${directoryEntries.searchName})`;
}

/** One page of the directory's entries of a kind, filtered and sorted, and how many match. */
export async function listDirectory(db: Db, query: DirectoryQuery) {
  const page = Math.max(1, query.page ?? 1);
  const where = and(
    eq(directoryEntries.kind, query.kind),
    query.name ? nameMatches(query.name) : undefined,
  );
  const order = query.direction === "desc" ? desc : asc;
  const sortColumn =
    query.sort === "created" ? directoryEntries.createdDate : directoryEntries.searchName;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(directoryEntries)
      .where(where)
      // Ties (and entries without a created date) in a stable order, so pages do not overlap.
      .orderBy(sql`${order(sortColumn)} nulls last`, asc(directoryEntries.id))
      .limit(DIRECTORY_PAGE_SIZE)
      .offset((page - 1) * DIRECTORY_PAGE_SIZE),
    db.select({ n: count() }).from(directoryEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0, page };
}
