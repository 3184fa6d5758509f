import { and, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";

/**
 * A newest-first list's order: created_at, then seq for rows of the same instant. Both columns
 * are NOT NULL, yet PostgreSQL only walks an index in a query's order when the NULLS placement
 * matches too: the indexes are DESC NULLS LAST (drizzle's `.desc()` in an index), while `desc()`
 * in a query means NULLS FIRST, and that mismatch sorted the whole table for every page.
 */
type NewestFirstKeys = { createdAt: PgColumn; seq: PgColumn };

/** Newest first, as the index stores it. */
function newestFirst(keys: NewestFirstKeys): SQL[] {
  return [sql`${keys.createdAt} desc nulls last`, sql`${keys.seq} desc nulls last`];
}

/** Oldest first: the same index read backwards (DESC NULLS LAST reversed is ASC NULLS FIRST). */
function oldestFirst(keys: NewestFirstKeys): SQL[] {
  return [sql`${keys.createdAt} asc nulls first`, sql`${keys.seq} asc nulls first`];
}

/** Which end of the list a page is read from, and where. */
type PageWindow = {
  /** newest: the page as is; oldest: read oldest first, then reversed. */
  from: "newest" | "oldest";
  offset: number;
  limit: number;
};

/**
 * Where page `pageNumber` lies, given the exact number of rows. A page past the middle is read
 * from the oldest end, so no page skips more than half the rows: the last page of a million
 * skips none instead of 999,950. Null when the page is past the end.
 */
export function pageWindow(total: number, pageNumber: number, pageSize: number): PageWindow | null {
  const offset = (pageNumber - 1) * pageSize;
  if (offset >= total) return null;
  const limit = Math.min(pageSize, total - offset);
  if (offset <= total / 2) return { from: "newest", offset, limit };
  return { from: "oldest", offset: total - offset - limit, limit };
}

/**
 * The rows of a page past the first: only those at or beyond the page's first row, found by an
 * index-only walk of the key columns (no table rows read while skipping). `boundary` selects the
 * first row's keys from the same rows in the same order, with the window's offset.
 */
function fromBoundary(keys: NewestFirstKeys, window: PageWindow, boundary: SQL): SQL {
  const compare = window.from === "newest" ? sql`<=` : sql`>=`;
  return sql`(${keys.createdAt}, ${keys.seq}) ${compare} (${boundary})`;
}

type PageReads<T> = {
  db: Db;
  /** The listed table, its newest-first keys, and which of its rows are listed. */
  table: PgTable;
  keys: NewestFirstKeys;
  where: SQL | undefined;
  /**
   * The number of rows, when it is exact. A capped count (undefined) reads every page from the
   * newest end, as OFFSET always did.
   */
  exactTotal: number | undefined;
  pageNumber: number;
  pageSize: number;
  /** The page's rows: those matching `where`, in `order`, up to `limit`. */
  rows: (where: SQL | undefined, order: SQL[], limit: number) => Promise<T[]>;
};

/** One page of a newest-first list, the same rows OFFSET would give, without OFFSET's cost. */
export async function readPage<T>(reads: PageReads<T>): Promise<T[]> {
  const window = pageWindow(
    reads.exactTotal ?? Number.POSITIVE_INFINITY,
    reads.pageNumber,
    reads.pageSize,
  );
  if (!window) return [];
  const order = window.from === "newest" ? newestFirst(reads.keys) : oldestFirst(reads.keys);
  // The first row's keys alone: an index-only scan of what the page skips.
  const boundary = sql`${reads.db
    .select({ createdAt: reads.keys.createdAt, seq: reads.keys.seq })
    .from(reads.table)
    .where(reads.where)
    .orderBy(...order)
    .limit(1)
    .offset(window.offset)}`;
  const from = window.offset === 0 ? undefined : fromBoundary(reads.keys, window, boundary);
  const rows = await reads.rows(and(reads.where, from), order, window.limit);
  return window.from === "newest" ? rows : rows.reverse();
}
